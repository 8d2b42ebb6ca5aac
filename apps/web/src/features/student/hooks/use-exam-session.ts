import { useEffect, useMemo, useRef, useState } from 'react';
import type { TStudentWorkDetail } from '@zuoyeben/shared';
import { saveExamProgress } from '../api/save-exam-progress';
import { answersOf, type Draft } from './use-answer-draft';
import { examClockAt, type ExamClockState } from '../lib/exam-clock';

export type ProgressSave = 'idle' | 'saving' | 'saved' | 'offline';

/** Seconds before the deadline the phone hands the answers in by itself, so they arrive before the bell. */
const AUTO_SUBMIT_LEAD_MS = 3_000;
/** A change is sent this long after the last keystroke; a failed save is retried this often. */
const SAVE_DEBOUNCE_MS = 1_500;
const RETRY_MS = 5_000;

/**
 * An exam on the phone (issue 11): the clock counted against the server's time, the answers sent to the server as
 * they change (local storage keeps them meanwhile, so a dropped network loses nothing), and `onTimeUp` once, a few
 * seconds before the deadline, to submit automatically.
 */
export function useExamSession(work: TStudentWorkDetail, draft: Draft, active: boolean, onTimeUp: () => void) {
  const exam = work.exam ?? null;
  const offset = useMemo(() => (exam ? Date.parse(exam.serverNow) - Date.now() : 0), [exam]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!exam) return;
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, [exam]);
  const clock: ExamClockState | null = exam ? examClockAt(exam.endTime, exam.deadline, now, offset) : null;

  // Progress: what the server has, compared with what the sheet holds.
  const body = JSON.stringify(answersOf(work, draft));
  const savedBody = useRef(body);
  const [save, setSave] = useState<ProgressSave>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(exam?.progress?.savedAt ?? null);
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    if (!exam || !active || clock?.phase === 'over' || body === savedBody.current) return;
    const id = setTimeout(() => {
      setSave('saving');
      saveExamProgress({ workGuid: work.workGuid, answers: JSON.parse(body) })
        .then((r) => {
          savedBody.current = body;
          setSavedAt(r.savedAt);
          setSave('saved');
        })
        .catch(() => {
          setSave('offline');
          setTimeout(() => setRetry((n) => n + 1), RETRY_MS);
        });
    }, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock ticks every second; only the answers and retries matter
  }, [body, retry, active, exam?.deadline]);

  // Time up: once per deadline (an extension gives a new deadline and a new chance).
  const firedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!exam || !active) return;
    const msLeft = Date.parse(exam.deadline) - (now + offset);
    if (msLeft <= AUTO_SUBMIT_LEAD_MS && firedFor.current !== exam.deadline) {
      firedFor.current = exam.deadline;
      onTimeUp();
    }
  }, [exam, active, now, offset, onTimeUp]);

  return { clock, save, savedAt };
}
