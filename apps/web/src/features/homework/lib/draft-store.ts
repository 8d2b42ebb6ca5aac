import { useSyncExternalStore } from 'react';
import type { TFileRef } from '@zuoyeben/shared';
import { StorageKeys } from '@/config/storage-keys';
import type { DraftQuestion } from './question-rows';

/** Publish settings as the draft keeps them: times as ISO strings so the draft survives a reload. */
export interface PublishDraft {
  km: string;
  name: string;
  gradeCode: string | null;
  classGuids: string[];
  startTime: string | null;
  endTime: string | null;
  overdueable: boolean;
  showStudentInfo: boolean;
  reviewType: 0 | 1;
  answerSheetType: 1 | 2;
  use: 1 | 2;
  jobType: 1 | 2;
  scoreType: 0 | 1;
  showType: 0 | 1;
  releaseType: 0 | 1;
  releaseTime: string | null;
  witMarking: boolean;
  mathWitMarking: boolean;
  syncToOthers: boolean;
  allowOthersView: boolean;
}

/** What the edited work was when loaded: the locks of spec 01 §4 compare against it. */
export interface DraftOrigin {
  state: 0 | 1 | 2;
  /** The user created the work (or administers the school). */
  isCreate: boolean;
  existSubmit: boolean;
  overdueable: boolean;
  classGuids: string[];
  releaseTime: string | null;
}

/** A homework being created, copied or edited, from the upload step to the finish page. */
export interface HomeworkDraft {
  version: 1;
  /** Which homework this draft is for; a visit with another identity starts afresh. */
  key: string;
  workType: number;
  source: number;
  km: string;
  workInfoGuid: string | null;
  oldWorkInfoGuid: string | null;
  paperGuid: string | null;
  /** Set when editing a saved work; null for a new work or a copy. */
  origin: DraftOrigin | null;
  papers: TFileRef[];
  answers: TFileRef[];
  startNumber: number;
  questions: DraftQuestion[];
  publish: PublishDraft | null;
}

export interface DraftIdentity {
  workType: number;
  workInfoGuid?: string | null;
  oldWorkInfoGuid?: string | null;
  /** A new work published from a bank paper. */
  paperGuid?: string | null;
}

export const draftKeyOf = (id: DraftIdentity) =>
  `${id.workType}|${id.workInfoGuid ?? ''}|${id.oldWorkInfoGuid ?? ''}${id.paperGuid ? `|paper:${id.paperGuid}` : ''}`;

const STORAGE_KEY = StorageKeys.homeworkDraft;

function readStored(): HomeworkDraft | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<HomeworkDraft>;
    // An older or damaged draft is dropped rather than half-restored.
    return parsed.version === 1 && typeof parsed.key === 'string' && Array.isArray(parsed.questions) ? (parsed as HomeworkDraft) : null;
  } catch {
    return null;
  }
}

let current: HomeworkDraft | null | undefined;
const listeners = new Set<() => void>();

function get(): HomeworkDraft | null {
  // Read lazily so tests and logout (which clears storage) are seen on the next read.
  if (current === undefined) current = readStored();
  return current;
}

function emit(next: HomeworkDraft | null) {
  current = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // A full or disabled storage only loses the reload copy; the in-memory draft still works.
  }
  listeners.forEach((l) => l());
}

/**
 * The draft in memory and in local storage (spec 01 §4 'kept between steps … in memory and local storage'); a small
 * external store so both steps and a reload see the same draft without a global state library.
 */
export const draftStore = {
  get,
  set(next: HomeworkDraft | ((prev: HomeworkDraft) => HomeworkDraft)) {
    const prev = get();
    if (typeof next === 'function') {
      if (prev) emit(next(prev));
      return;
    }
    emit(next);
  },
  clear: () => emit(null),
  /** Forgets the in-memory copy so the next read comes from storage (tests, and after logout). */
  reload() {
    current = undefined;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current draft, re-rendering on change. */
export function useHomeworkDraft(): HomeworkDraft | null {
  return useSyncExternalStore(draftStore.subscribe, draftStore.get, draftStore.get);
}

/** The draft for `id`, or null when the stored one belongs to another homework. */
export function useDraftFor(id: DraftIdentity): HomeworkDraft | null {
  const draft = useHomeworkDraft();
  return draft && draft.key === draftKeyOf(id) ? draft : null;
}
