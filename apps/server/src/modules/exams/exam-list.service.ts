import { examDeadline, type TExamCommentList, type TExamList, type TExamSubmitStatus } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { canEditWork, loadVisibleWork } from '../homework/homework-access.js';
import { homeworkListRepository } from '../homework/homework-list.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { loadVisibleExam } from './exam-wizard.service.js';
import { examListRepository } from './exam-list.repository.js';

const iso = (d: Date) => d.toISOString();

/** The clock of each class of the exams: extension and deadline (end + delay + extension). */
async function clocksOf(db: Db, schoolId: number, works: readonly { guid: string; endTime: Date; examDelay: number }[]) {
  const rows = await examListRepository.classClocks(db, schoolId, works.map((w) => w.guid));
  const byWork = new Map<string, { classGuid: string; className: string; extension: number; deadline: string }[]>();
  for (const r of rows) {
    const w = works.find((x) => x.guid === r.workGuid)!;
    const list = byWork.get(r.workGuid) ?? [];
    list.push({ classGuid: r.classGuid, className: r.className, extension: Number(r.extension), deadline: iso(examDeadline(w.endTime, w.examDelay, Number(r.extension))) });
    byWork.set(r.workGuid, list);
  }
  return byWork;
}

/** The exam list, detail marking tab and submission page (spec 03 §7.1 exams list, spec 01 §2 exam detail). */
export const examListService = {
  async list(db: Db, actor: Actor, query: { ruCode?: string; km?: string; pageIndex: number; pageSize: number }, now = new Date()): Promise<TExamList> {
    await assertRuCode(db, actor, query.ruCode);
    const { total, rows } = await homeworkListRepository.page(db, classScopeOf(actor), { km: query.km, isExam: true }, {
      offset: (query.pageIndex - 1) * query.pageSize, limit: query.pageSize,
    });
    const clocks = await clocksOf(db, actor.schoolId, rows.map((r) => ({ guid: r.guid, endTime: r.endTime, examDelay: r.examDelay })));
    const list = rows.map((r) => {
      const classes = clocks.get(r.guid) ?? [];
      const lastDeadline = Math.max(r.endTime.getTime(), ...classes.map((c) => Date.parse(c.deadline)));
      const state = now < r.startTime ? 0 : now.getTime() <= lastDeadline ? 1 : 2;
      return {
        workInfoGuid: r.guid, workCode: r.workCode, name: r.name, km: r.km, gradeCode: r.gradeCode, startTime: iso(r.startTime),
        endTime: iso(r.endTime), duration: r.examDuration ?? 0, delayTime: r.examDelay, state: state as 0 | 1 | 2, classes,
        submitCount: r.submitCount, studentTotal: r.studentTotal, createdBy: r.creatorName, isCreate: canEditWork(actor, r),
      };
    });
    return { list, total };
  },

  async commentList(db: Db, actor: Actor, workGuid: string, ruCode?: string): Promise<TExamCommentList> {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleExam(db, actor, workGuid);
    const rows = await examListRepository.markingCounts(db, actor.schoolId, work.guid);
    const list = rows.map((r) => ({ th: r.th, score: Number(r.score), marked: Number(r.marked), unmarked: Number(r.unmarked) }));
    return {
      commentNumber: list.reduce((s, r) => s + r.marked, 0),
      noCommentNumber: list.reduce((s, r) => s + r.unmarked, 0),
      list,
    };
  },

  /**
   * Per class who submitted, who is late and who has not: an exam's late ones handed in after its end (in the delay or
   * an extension); a homework's after its end time (overdue). `kind` says which the page asked for.
   */
  async submitStatus(db: Db, actor: Actor, workGuid: string, ruCode?: string, kind: 'exam' | 'any' = 'exam'): Promise<TExamSubmitStatus> {
    await assertRuCode(db, actor, ruCode);
    const work = kind === 'exam' ? await loadVisibleExam(db, actor, workGuid) : await loadVisibleWork(db, actor, workGuid);
    const [clocks, students] = await Promise.all([
      clocksOf(db, actor.schoolId, [{ guid: work.guid, endTime: work.endTime, examDelay: work.examDuration === null ? 0 : work.examDelay }]),
      examListRepository.studentsWithSubmissions(db, actor.schoolId, work.guid),
    ]);
    if (work.examDuration === null) {
      return {
        classes: (clocks.get(work.guid) ?? []).map((c) => {
          const mine = students.filter((s) => s.classGuid === c.classGuid);
          const done = mine.filter((s) => s.submittedAt !== null);
          const row = (s: (typeof done)[number]) => ({ name: s.name, buddies: s.buddies, submittedAt: iso(s.submittedAt!) });
          return {
            ...c,
            submitted: done.filter((s) => !s.isOverdue).map(row),
            late: done.filter((s) => s.isOverdue).map(row),
            notSubmitted: mine.filter((s) => s.submittedAt === null).map((s) => ({ name: s.name, buddies: s.buddies })),
          };
        }),
      };
    }
    return {
      classes: (clocks.get(work.guid) ?? []).map((c) => {
        const mine = students.filter((s) => s.classGuid === c.classGuid);
        const done = mine.filter((s) => s.submittedAt !== null).map((s) => ({ name: s.name, buddies: s.buddies, submittedAt: iso(s.submittedAt!) }));
        return {
          ...c,
          // Handed in after the end, in the photo delay or an extension: on time for the server, late for the teacher.
          submitted: done.filter((s) => Date.parse(s.submittedAt) <= work.endTime.getTime()),
          late: done.filter((s) => Date.parse(s.submittedAt) > work.endTime.getTime()),
          notSubmitted: mine.filter((s) => s.submittedAt === null).map((s) => ({ name: s.name, buddies: s.buddies })),
        };
      }),
    };
  },
};
