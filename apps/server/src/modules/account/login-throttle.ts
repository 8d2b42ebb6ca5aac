import { sql } from 'kysely';
import { ApiStatus } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

/**
 * Login throttling kept in the database (table login_failures), so a restart does not reset it. Next to the in-memory
 * limit per address and account (@fastify/rate-limit on each login route), it counts failed logins
 * - per account, from any address: guessing one account's password from many addresses is stopped;
 * - per address, on any account: spraying a common password over many accounts from one address is stopped.
 * Only failures count, so a class logging in behind one school address is not slowed by its successful logins.
 */
export interface LoginThrottleLimits {
  /** Failed logins of one account within the window before it is refused. */
  perAccount: number;
  /** Failed logins from one address within the window before it is refused. */
  perAddress: number;
  windowMinutes: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleLimits = { perAccount: 10, perAddress: 20, windowMinutes: 15 };

export const LoginThrottleMessages = {
  account: (minutes: number) => `该账号登录失败次数过多，请${minutes}分钟后再试`,
  address: (minutes: number) => `登录失败次数过多，请${minutes}分钟后再试`,
} as const;

const WRONG_CREDENTIALS = '账号或密码错误';
const tooMany = (message: string) => new AppError(message, ApiStatus.TooManyRequests, 429);

async function failuresOf(db: Db, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db.selectFrom('loginFailures').select(['key', 'count']).where('key', 'in', keys).where('windowStart', '>', since).execute();
  return new Map(rows.map((r) => [r.key, r.count]));
}

async function recordFailure(db: Db, keys: string[], now: Date, since: Date): Promise<void> {
  for (const key of keys) {
    await db
      .insertInto('loginFailures')
      .values({ key, windowStart: now, count: 1 })
      .onConflict((oc) => oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN login_failures.window_start > ${since} THEN login_failures.count + 1 ELSE 1 END`,
        windowStart: sql<Date>`CASE WHEN login_failures.window_start > ${since} THEN login_failures.window_start ELSE ${now} END`,
      }))
      .execute();
  }
  await db.deleteFrom('loginFailures').where('windowStart', '<=', since).execute();
}

/**
 * Runs a login under the throttle: refuses (429) an account or address over its limit before checking the password,
 * counts a wrong password against both, and forgets the account's failures after a success.
 */
export async function throttledLogin<T>(
  db: Db,
  limits: LoginThrottleLimits,
  who: { kind: 'staff' | 'student'; account: string; address: string },
  login: () => Promise<T>,
): Promise<T> {
  const now = new Date();
  const since = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const accountKey = `${who.kind}:${who.account.trim()}`;
  const addressKey = `ip:${who.address}`;
  const failures = await failuresOf(db, [accountKey, addressKey], since);
  if ((failures.get(accountKey) ?? 0) >= limits.perAccount) throw tooMany(LoginThrottleMessages.account(limits.windowMinutes));
  if ((failures.get(addressKey) ?? 0) >= limits.perAddress) throw tooMany(LoginThrottleMessages.address(limits.windowMinutes));
  try {
    const result = await login();
    if (failures.has(accountKey)) await db.deleteFrom('loginFailures').where('key', '=', accountKey).execute();
    return result;
  } catch (error) {
    if (error instanceof AppError && error.message === WRONG_CREDENTIALS) await recordFailure(db, [accountKey, addressKey], now, since);
    throw error;
  }
}
