import { ROLES_STORAGE_KEY } from '@/lib/api-client';

/**
 * Browser-storage keys that belong to the signed-in user. Logout and a lost session (401) remove them
 * (spec 03 §4: "clears stored user, school, grade-name … data"). The phone-mode flag is deliberately
 * not here: the client reads it after clearing to choose between /login and /phoneLogin.
 * A feature that keeps per-user data in storage adds its key here. (User and school themselves live
 * only in the react-query cache, which is cleared alongside.)
 */
export const StorageKeys = {
  /** Roles of body status 411, read by /change-role. */
  roles: ROLES_STORAGE_KEY,
  /** Grade names cached by the class screens. */
  gradeName: 'zyb.gradeName',
  /** The homework being created or edited, kept between the upload and publish steps (spec 01 §4). */
  homeworkDraft: 'zyb.homeworkDraft',
  /** The exam being set up in the exam wizard (spec 01 §4: kept on leaving while its state is 0). */
  examDraft: 'zyb.examDraft',
} as const;

/** Removes every user key from session and local storage. */
export function clearStoredSession(): void {
  for (const key of Object.values(StorageKeys)) {
    sessionStorage.removeItem(key);
    localStorage.removeItem(key);
  }
}
