import { useMemo, useRef } from 'react';
import { newRequestId } from '../lib/request-id';

/**
 * One requestId per submit attempt. Sending the same answers again (a retry after a lost answer) reuses the id, so
 * the server returns the first result instead of storing twice; changed answers or a success start a new attempt.
 */
export function useSubmitAttempt() {
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  return useMemo(
    () => ({
      requestIdFor(answersKey: string): string {
        if (pending.current?.key !== answersKey) pending.current = { key: answersKey, requestId: newRequestId() };
        return pending.current.requestId;
      },
      settle(): void {
        pending.current = null;
      },
    }),
    [],
  );
}
