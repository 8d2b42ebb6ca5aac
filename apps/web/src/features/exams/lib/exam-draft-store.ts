import { useSyncExternalStore } from 'react';
import type { TExamForm, TFileRef } from '@zuoyeben/shared';
import { StorageKeys } from '@/config/storage-keys';
import type { ExamQuestionDraft } from './exam-questions';

/** The exam being set up, from the basic step to the finish page (spec 01 §3 exam form). Times are ISO strings. */
export interface ExamDraft {
  version: 1;
  /** null until the basic step is saved. */
  workInfoGuid: string | null;
  /** 0 being set up; 1 published. */
  state: 0 | 1;
  km: string;
  examName: string;
  gradeCode: string | null;
  classGuids: string[];
  startTime: string | null;
  /** Minutes, as typed. */
  duration: number | string | null;
  /** The 15-minute extra delay for photo upload. */
  delayOn: boolean;
  showStudentInfo: boolean;
  papers: TFileRef[];
  answers: TFileRef[];
  startNumber: number;
  list: ExamQuestionDraft[];
  /** Saved questions removed since the exam was loaded (SaveExam delQuestionGuid). */
  delQuestionGuid: string[];
  /** Classes a published exam already has: they stay. */
  fixedClassGuids: string[];
  /** Some student has submitted. */
  existSubmit: boolean;
}

export function emptyExamDraft(km: string, startTime: string, defaults: { duration: number; name: string }): ExamDraft {
  return {
    version: 1, workInfoGuid: null, state: 0, km, examName: defaults.name, gradeCode: null, classGuids: [], startTime,
    duration: defaults.duration, delayOn: true, showStudentInfo: true, papers: [], answers: [], startNumber: 1, list: [],
    delQuestionGuid: [], fixedClassGuids: [], existSubmit: false,
  };
}

/** The draft of a saved exam as GetExam gives it. */
export function draftFromExam(exam: TExamForm): ExamDraft {
  const classGuids = exam.clazzes.map((c) => c.classGuid);
  return {
    version: 1, workInfoGuid: exam.workInfoGuid, state: exam.state, km: exam.km, examName: exam.examName, gradeCode: exam.gradeCode,
    classGuids, startTime: exam.startTime, duration: exam.duration, delayOn: exam.delayTime > 0, showStudentInfo: exam.showStudentInfo === 1,
    papers: exam.topicFileList, answers: exam.answerFileList, startNumber: exam.startNumber,
    list: exam.list.map((q) => ({ th: q.th, type: q.type, option: q.option, score: q.score, answer: q.answer, guid: q.guid })),
    delQuestionGuid: [], fixedClassGuids: exam.state === 1 ? classGuids : [], existSubmit: exam.existSubmit,
  };
}

const listeners = new Set<() => void>();
let current: ExamDraft | null = read();

function read(): ExamDraft | null {
  try {
    const raw = sessionStorage.getItem(StorageKeys.examDraft);
    const parsed = raw ? (JSON.parse(raw) as ExamDraft) : null;
    return parsed?.version === 1 ? parsed : null;
  } catch {
    return null;
  }
}

/** In memory and in session storage, so a reload between the steps keeps the exam (spec 01 §4). */
export const examDraftStore = {
  get: () => current,
  set(update: ExamDraft | ((prev: ExamDraft) => ExamDraft)) {
    const next = typeof update === 'function' ? (current ? update(current) : null) : update;
    if (!next) return;
    current = next;
    sessionStorage.setItem(StorageKeys.examDraft, JSON.stringify(next));
    listeners.forEach((l) => l());
  },
  clear() {
    current = null;
    sessionStorage.removeItem(StorageKeys.examDraft);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useExamDraft(): ExamDraft | null {
  return useSyncExternalStore(examDraftStore.subscribe, examDraftStore.get, examDraftStore.get);
}
