import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; about 50 ms here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the account does not exist, so a wrong phone takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
