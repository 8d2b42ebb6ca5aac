import { useCallback, useEffect, useRef } from 'react';
import { MAX_ANSWERING_REPORT_SECONDS } from '@zuoyeben/shared';
import { beaconAnsweringTime, reportAnsweringTime } from '../api/report-answering-time';

/** How often the open answer page reports its time. */
export const ANSWERING_REPORT_INTERVAL_MS = 30_000;

/**
 * Counts the time the answer page is open and visible while the homework takes answers, and reports it to the server
 * every 30 s, when the page is hidden or closed, and when the student leaves it; the server adds up every visit.
 * `takeUnreported` gives the seconds not yet reported, for the submission (which adds them itself); `giveBack`
 * returns them when the submission failed.
 */
export function useAnsweringTime(workGuid: string, active: boolean) {
  const unreportedMs = useRef(0);
  const visibleSince = useRef<number | null>(null);

  /** Moves the time since the page became visible into the unreported time. */
  const collect = useCallback(() => {
    if (visibleSince.current === null) return;
    const now = Date.now();
    unreportedMs.current += now - visibleSince.current;
    visibleSince.current = now;
  }, []);

  const takeSeconds = useCallback(
    (max: number) => {
      collect();
      const seconds = Math.min(Math.floor(unreportedMs.current / 1000), max);
      unreportedMs.current -= seconds * 1000;
      return seconds;
    },
    [collect],
  );

  useEffect(() => {
    if (!active) return;
    const isVisible = () => document.visibilityState !== 'hidden';
    visibleSince.current = isVisible() ? Date.now() : null;

    const flush = (leaving: boolean) => {
      const seconds = takeSeconds(MAX_ANSWERING_REPORT_SECONDS);
      if (seconds < 1) return;
      const body = { workGuid, seconds };
      if (leaving && beaconAnsweringTime(body)) return;
      // A report that did not arrive is sent again with the next one.
      reportAnsweringTime(body).catch(() => {
        unreportedMs.current += seconds * 1000;
      });
    };
    const onVisibility = () => {
      if (isVisible()) {
        visibleSince.current = Date.now();
      } else {
        flush(true);
        visibleSince.current = null;
      }
    };
    const onPageHide = () => flush(true);
    const timer = window.setInterval(() => flush(false), ANSWERING_REPORT_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page inside the app (back to the list, or submitted): the app keeps running, a fetch will do.
      flush(false);
      visibleSince.current = null;
    };
  }, [workGuid, active, takeSeconds]);

  const takeUnreported = useCallback(() => takeSeconds(Number.MAX_SAFE_INTEGER), [takeSeconds]);
  const giveBack = useCallback((seconds: number) => {
    unreportedMs.current += seconds * 1000;
  }, []);
  return { takeUnreported, giveBack };
}
