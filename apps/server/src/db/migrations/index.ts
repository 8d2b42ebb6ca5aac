import type { Migration } from 'kysely';
import * as accountCore from './20261122T0500_account_core.js';

/** Every migration in order. Named by timestamp; a merged migration never changes. */
export const migrations: Record<string, Migration> = {
  '20261122T0500_account_core': accountCore,
};
