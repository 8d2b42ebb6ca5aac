import { useEffect, useRef } from 'react';

const listeners = new Set<() => void>();

/**
 * Opens the task centre's panel wherever it is mounted (spec 03 §8.1 row 201: a call that queued a task shows it to
 * the user at once). The api client's 201 hook calls it through the app provider.
 */
export function openTaskCentre(): void {
  for (const listener of listeners) listener();
}

/** Runs `onOpen` whenever openTaskCentre() is called while the component is mounted. */
export function useOpenTaskCentreSignal(onOpen: () => void): void {
  const latest = useRef(onOpen);
  latest.current = onOpen;
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
