import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/database.js';
import type { FileStorage } from '../../lib/storage/index.js';
import { filesRepository, type FileRow } from './files.repository.js';

/**
 * The bytes of uploaded files. New uploads go to the file storage (local disk or S3) and their row records the storage
 * key; rows from before keep their bytes in file_blobs until `npm run files:migrate` moves them. Every reader comes
 * through here, so both kinds of row read the same way during and after an upgrade.
 */

/**
 * Where a file's bytes go: `uploads/<first two characters>/<file key>`, so no folder holds millions of entries.
 * Upload keys are random hex; any other key (a test's, an old import's) is hashed into a safe name.
 */
export function uploadStorageKey(fileKey: string): string {
  const name = /^[a-z0-9]{2,100}$/i.test(fileKey) ? fileKey.toLowerCase() : createHash('sha256').update(fileKey).digest('hex');
  return `uploads/${name.slice(0, 2)}/${name}`;
}

/**
 * Stores the bytes, then runs `record` (which writes the row with the storage key); if the row is not written the bytes
 * are removed again, so a refused or failed upload leaves nothing behind in the storage.
 */
export async function storeThenRecord<T>(storage: FileStorage, fileKeys: readonly { key: string; bytes: Buffer }[], record: (storageKeys: Map<string, string>) => Promise<T>): Promise<T> {
  const stored = new Map<string, string>();
  try {
    for (const f of fileKeys) {
      const storageKey = uploadStorageKey(f.key);
      await storage.put(storageKey, f.bytes);
      stored.set(f.key, storageKey);
    }
    return await record(stored);
  } catch (error) {
    await removeStored(storage, [...stored.values()]);
    throw error;
  }
}

/** Removes stored bytes, ignoring failures: a leftover file costs space, a thrown clean-up would hide the real error. */
export async function removeStored(storage: FileStorage, storageKeys: readonly (string | null)[]): Promise<void> {
  for (const key of storageKeys) if (key) await storage.remove(key).catch(() => undefined);
}

/** A file's bytes as a stream with their size (storage, or the database for a row not yet moved); null if gone. */
export async function openFileBody(db: DbOrTx, storage: FileStorage, file: Pick<FileRow, 'key' | 'storageKey'>): Promise<{ stream: Readable; size: number } | null> {
  if (file.storageKey) return storage.open(file.storageKey);
  const bytes = await filesRepository.bytesInDatabase(db, file.key);
  return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : null;
}

/** A file's bytes whole, for code that needs them in memory (an image drawn into a PDF); null if gone. */
export async function readFileBytes(db: DbOrTx, storage: FileStorage, file: Pick<FileRow, 'key' | 'storageKey'>): Promise<Buffer | null> {
  if (!file.storageKey) return (await filesRepository.bytesInDatabase(db, file.key)) ?? null;
  const opened = await storage.open(file.storageKey);
  return opened ? Buffer.concat(await opened.stream.toArray()) : null;
}
