import { useCallback, useEffect, useRef, useState } from 'react';
import type { TStudentFile, TStudentWorkDetail } from '@zuoyeben/shared';

export interface DraftAnswer {
  answer: string;
  images: TStudentFile[];
}
export type Draft = Record<number, DraftAnswer>;

interface StoredDraft {
  savedAt: number;
  answers: Draft;
}

/** Drafts of every student share this prefix, so logging out can remove them all. */
export const DRAFT_KEY_PREFIX = 'zyb.studentDraft.';
const draftKey = (stuGuid: string, workGuid: string) => `${DRAFT_KEY_PREFIX}${stuGuid}.${workGuid}`;

/** Removes every stored answer draft (logout: the next student on this phone must not see them). */
export function clearAnswerDrafts(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key);
}

function readStored(key: string): StoredDraft | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDraft | null;
    return parsed && typeof parsed.savedAt === 'number' && parsed.answers ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * A stored draft wins when it is newer than the submission: the phone may have reloaded the page while taking a photo.
 * In an exam the answers the server kept as the student went count too (another phone, a cleared browser): the
 * newest of the three is taken.
 */
function initialDraft(work: TStudentWorkDetail, stored: StoredDraft | null): Draft {
  const submittedAt = work.submission?.submittedAt ? Date.parse(work.submission.submittedAt) : 0;
  const server = work.exam?.progress ?? null;
  const serverAt = server ? Date.parse(server.savedAt) : 0;
  if (stored && stored.savedAt > submittedAt && stored.savedAt >= serverAt) return stored.answers;
  if (server && serverAt > submittedAt) return Object.fromEntries(server.answers.map((a) => [a.th, { answer: a.answer, images: a.images }]));
  return Object.fromEntries((work.submission?.answers ?? []).map((a) => [a.th, { answer: a.answer, images: a.images }]));
}

/** The request body for the draft: one answer per question, blank ones included. */
export function answersOf(work: TStudentWorkDetail, draft: Draft): { th: number; answer: string; imageKeys: string[] }[] {
  return work.questions.map((q) => ({ th: q.th, answer: draft[q.th]?.answer ?? '', imageKeys: (draft[q.th]?.images ?? []).map((i) => i.fileKey) }));
}

/** The student's answers being edited, kept in local storage (per student and homework) until they are submitted. */
export function useAnswerDraft(work: TStudentWorkDetail, stuGuid: string) {
  const key = draftKey(stuGuid, work.workGuid);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(work, readStored(key)));
  const isDirty = useRef(false);

  useEffect(() => {
    if (isDirty.current) localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), answers: draft } satisfies StoredDraft));
  }, [key, draft]);

  const update = useCallback((th: number, change: (current: DraftAnswer) => DraftAnswer) => {
    isDirty.current = true;
    setDraft((d) => ({ ...d, [th]: change(d[th] ?? { answer: '', images: [] }) }));
  }, []);

  return {
    draft,
    setChoice: useCallback((th: number, answer: string) => update(th, (a) => ({ ...a, answer })), [update]),
    addImage: useCallback((th: number, image: TStudentFile) => update(th, (a) => ({ ...a, images: [...a.images, image] })), [update]),
    removeImage: useCallback((th: number, fileKey: string) => update(th, (a) => ({ ...a, images: a.images.filter((i) => i.fileKey !== fileKey) })), [update]),
    /** After a successful submission the server holds the answers; the local copy goes. */
    discard: useCallback(() => {
      isDirty.current = false;
      localStorage.removeItem(key);
    }, [key]),
  };
}
