import { ZStudentAnsweringTimeSchema, type TStudentAnsweringTimeRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

const PATH = '/api/Student/AnsweringTime';

/** POST /api/Student/AnsweringTime: seconds spent answering since the last report. Silent: the student is not told. */
export function reportAnsweringTime(body: TStudentAnsweringTimeRequest) {
  return api.post(PATH, { body, schema: ZStudentAnsweringTimeSchema, silent: true });
}

/**
 * The same report while the page is being hidden or closed, when a fetch may be cut off: the browser sends a beacon
 * after the page is gone (same origin, so the session cookie goes along). False when it could not be queued.
 */
export function beaconAnsweringTime(body: TStudentAnsweringTimeRequest): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(PATH, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}
