import { randomUUID } from 'node:crypto';
import {
  correctionStateOf,
  CorrectionBookStatus,
  RevisionMessages,
  defaultRevisedRange,
  filePathOf,
  isAnswerVisible,
  isSchoolAdmin,
  QuestionType,
  scoreObjective,
  type MultSetting,
  type QuestionTypeValue,
  type TCorrectionBookDetail,
  type TCorrectionBookList,
  type TCorrectionBookListRequest,
  type TCorrectionClassStudents,
  type TCorrectionCreated,
  type TRevisionItem,
  type TMarkCorrectionRequest,
  type TStudentCorrection,
  type TStudentCorrectionList,
  type TSubmitCorrectionRequest,
  type TWrongBook,
  type TWrongBookMasteredRequest,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { guardStudent } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { paperWorkRepository } from '../homework/paper-work.repository.js';
import { toStudentContent } from '../homework/paper-work.service.js';
import type { StudentActor } from '../student-auth/student-session.js';
import { readAnswers, requireStudentWork } from '../student-work/student-work.service.js';
import { studentWorkRepository } from '../student-work/student-work.repository.js';
import { submissionWorkRepository, type WorkRow } from '../submissions/submission-work.repository.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { correctionsRepository, WRONG_BOOK_CAP, type CorrectionRow, type ItemRow } from './corrections.repository.js';
import { isUniqueViolation } from '../../db/errors.js';

const iso = (d: Date) => d.toISOString();
const statusOf = (c: Pick<CorrectionRow, 'endedAt'>) => (c.endedAt ? CorrectionBookStatus.Ended : CorrectionBookStatus.InProgress);
const toFile = (f: { key: string; mime: string }) => ({ fileKey: f.key, filePath: filePathOf(f.key), mime: f.mime });

/** A China day 'YYYY-MM-DD' as the instant it starts (UTC+8). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

async function requireCorrection(db: DbOrTx, schoolId: number, workGuid: string): Promise<CorrectionRow> {
  const c = await correctionsRepository.findByWork(db, schoolId, workGuid);
  if (!c) throw notFound(RevisionMessages.notFound);
  return c;
}

/** The homework's classes the teacher sees: every one for administrators and its creator, else the ones they teach. */
async function classesForTeacher(db: DbOrTx, actor: Actor, work: WorkRow) {
  const classes = await submissionWorkRepository.classesOf(db, actor.schoolId, work.guid);
  if (isSchoolAdmin(actor.role) || work.creatorUserId === actor.userId) return classes;
  const visible = new Set(await correctionsRepository.visibleClasses(db, classScopeOf(actor), classes.map((c) => c.guid)));
  return classes.filter((c) => visible.has(c.guid));
}

function toItem(i: ItemRow, type: number, images: ReturnType<typeof toFile>[]): TRevisionItem {
  return { th: i.th, type, fullScore: i.fullScore, firstAnswer: i.firstAnswer, firstScore: i.firstScore, answer: i.answer, images, isCorrect: i.isCorrect };
}

const groupBy = <T, K>(rows: readonly T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/** Answer photos among keys, by key: the corrections' photos are the students' own uploads. */
async function photoTypes(db: DbOrTx, schoolId: number, keys: readonly string[]) {
  return new Map((await correctionsRepository.filesOf(db, schoolId, keys)).map((f) => [f.key, f.mime]));
}

export const correctionsService = {
  /** 布置订正: one round per homework, after it ended; each student with a lost question gets those questions. */
  async create(db: Db, actor: Actor, workGuid: string): Promise<TCorrectionCreated> {
    const work = await requireTeacherWork(db, actor, workGuid);
    if (work.endTime > new Date()) throw badRequest(RevisionMessages.notEnded);
    if (await correctionsRepository.findByWork(db, actor.schoolId, work.guid)) throw conflict(RevisionMessages.exists);
    const lost = await correctionsRepository.lostAnswers(db, actor.schoolId, work.guid);
    if (lost.length === 0) throw badRequest(RevisionMessages.nothingLost);
    const guid = randomUUID();
    try {
      await db.transaction().execute((tx) =>
        correctionsRepository.insert(tx, { guid, schoolId: actor.schoolId, workGuid: work.guid, createdByUserId: actor.userId }, lost));
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(RevisionMessages.exists);
      throw e;
    }
    return { correctionGuid: guid, studentTotal: new Set(lost.map((l) => l.studentGuid)).size, itemTotal: lost.length };
  },

  async end(db: Db, actor: Actor, workGuid: string): Promise<null> {
    const work = await requireTeacherWork(db, actor, workGuid);
    const c = await requireCorrection(db, actor.schoolId, work.guid);
    await correctionsRepository.end(db, actor.schoolId, c.guid, new Date());
    return null;
  },

  /** The correction book (and the revised list): one row per round and class the user sees; default last 6 months. */
  async list(db: Db, actor: Actor, input: TCorrectionBookListRequest & { pageIndex: number; pageSize: number }): Promise<TCorrectionBookList> {
    const range = defaultRevisedRange();
    const start = input.startDay ? dayStart(input.startDay) : range.start;
    const end = input.endDay ? new Date(dayStart(input.endDay).getTime() + 86_400_000) : new Date(range.end.getTime() + 60_000);
    const { rows, total } = await correctionsRepository.bookRows(db, classScopeOf(actor), {
      km: input.km || undefined,
      classGuid: input.classGuid,
      status: input.status as number | undefined,
      start,
      end,
      limit: input.pageSize,
      offset: (input.pageIndex - 1) * input.pageSize,
    });
    return {
      total,
      list: rows.map((r) => ({
        correctionGuid: r.correctionGuid,
        workGuid: r.workGuid,
        classGuid: r.classGuid,
        WorkSheetName: r.workName,
        AcademicYear: r.schoolYear,
        ClassName: r.className,
        Subject: r.km,
        SubmitQty: r.submitQty,
        StudentTotal: r.studentTotal,
        CreateTime: iso(r.createdAt),
        Status: statusOf(r),
      })),
    };
  },

  /** 订正详情: who has corrected, who not, who corrected wrongly again, with each corrected question. */
  async detail(db: Db, actor: Actor, workGuid: string, classGuid?: string): Promise<TCorrectionBookDetail> {
    const work = await requireTeacherWork(db, actor, workGuid);
    const c = await requireCorrection(db, actor.schoolId, work.guid);
    const classes = await classesForTeacher(db, actor, work);
    if (classGuid && !classes.some((cl) => cl.guid === classGuid)) throw notFound('班级不存在');
    const shown = classGuid ? [classGuid] : classes.map((cl) => cl.guid);
    const [students, questions] = await Promise.all([
      correctionsRepository.students(db, actor.schoolId, c.guid, shown),
      submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid),
    ]);
    const items = await correctionsRepository.items(db, actor.schoolId, c.guid, students.map((s) => s.studentGuid));
    const typeOf = new Map(questions.map((q) => [q.th, q.type]));
    const mimeOf = await photoTypes(db, actor.schoolId, items.flatMap((i) => i.imageKeys));
    const byStudent = groupBy(items, (i) => i.studentGuid);
    return {
      correctionGuid: c.guid,
      workGuid: work.guid,
      workName: work.name,
      km: work.km,
      Status: statusOf(c),
      CreateTime: iso(c.createdAt),
      classes: classes.map((cl) => ({ classGuid: cl.guid, className: cl.name })),
      students: students.map((s) => {
        const own = byStudent.get(s.studentGuid) ?? [];
        return {
          studentGuid: s.studentGuid,
          name: s.name,
          buddies: s.buddies,
          classGuid: s.classGuid,
          className: s.className,
          state: correctionStateOf(s.submittedAt !== null, own.map((i) => i.isCorrect)),
          submittedAt: s.submittedAt ? iso(s.submittedAt) : null,
          items: own.map((i) => toItem(i, typeOf.get(i.th) ?? QuestionType.Single, i.imageKeys.filter((k) => mimeOf.has(k)).map((k) => toFile({ key: k, mime: mimeOf.get(k)! })))),
        };
      }),
    };
  },

  /** 订正看板 of one class: each student's state and counts. */
  async classStudents(db: Db, actor: Actor, workGuid: string, classGuid: string): Promise<TCorrectionClassStudents> {
    const detail = await correctionsService.detail(db, actor, workGuid, classGuid);
    const className = detail.classes.find((c) => c.classGuid === classGuid)?.className ?? '';
    return {
      className,
      SubmitQty: detail.students.filter((s) => s.submittedAt !== null).length,
      StudentTotal: detail.students.length,
      list: detail.students.map((s) => ({
        studentGuid: s.studentGuid,
        name: s.name,
        buddies: s.buddies,
        state: s.state,
        itemCount: s.items.length,
        wrongAgainCount: s.items.filter((i) => i.isCorrect === false).length,
      })),
    };
  },

  /** The teacher's 已订正 / 未订正 on a subjective correction of a student of a class they see. */
  async mark(db: Db, actor: Actor, input: TMarkCorrectionRequest): Promise<null> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const c = await requireCorrection(db, actor.schoolId, work.guid);
    const student = await correctionsRepository.findStudent(db, actor.schoolId, c.guid, input.studentGuid);
    if (!student) throw notFound('学生不存在');
    const classes = await classesForTeacher(db, actor, work);
    if (!classes.some((cl) => cl.guid === student.classGuid)) throw forbidden('您不是该学生班级的任课老师');
    const questions = await submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid);
    const q = questions.find((x) => x.th === input.th);
    const [item] = (await correctionsRepository.items(db, actor.schoolId, c.guid, [input.studentGuid])).filter((i) => i.th === input.th);
    if (!q || !item) throw notFound(RevisionMessages.notFound);
    if (q.type !== QuestionType.Subjective) throw badRequest(RevisionMessages.notSubjective);
    if (item.answer === null) throw badRequest(RevisionMessages.notSubmitted);
    const key = { schoolId: actor.schoolId, correctionGuid: c.guid, studentGuid: input.studentGuid, th: input.th };
    await correctionsRepository.markItem(db, key, input.isCorrect, input.isCorrect ? item.fullScore : item.firstScore, actor.userId, new Date());
    return null;
  },

  // ---- The student's side ----

  async studentList(db: Db, student: StudentActor): Promise<TStudentCorrectionList> {
    const rounds = await correctionsRepository.ofStudent(db, student.schoolId, student.studentGuid);
    const list = await Promise.all(rounds.map(async (r) => {
      const items = await correctionsRepository.items(db, student.schoolId, r.correctionGuid, [student.studentGuid]);
      return {
        workGuid: r.workGuid,
        workName: r.workName,
        km: r.km,
        createTime: iso(r.createdAt),
        state: correctionStateOf(r.submittedAt !== null, items.map((i) => i.isCorrect)),
        itemCount: items.length,
        isEnded: r.endedAt !== null,
      };
    }));
    return { list };
  },

  /** Only the student's own lost questions: their first answer, the answer key once released, their correction. */
  async studentDetail(db: Db, student: StudentActor, workGuid: string): Promise<TStudentCorrection> {
    const work = await requireStudentWork(db, student, workGuid);
    const c = await requireCorrection(db, student.schoolId, work.guid);
    const mine = await correctionsRepository.findStudent(db, student.schoolId, c.guid, student.studentGuid);
    if (!mine) throw notFound(RevisionMessages.notFound);
    const [items, questions, submission, contents] = await Promise.all([
      correctionsRepository.items(db, student.schoolId, c.guid, [student.studentGuid]),
      submissionWorkRepository.questionsOf(db, student.schoolId, work.guid),
      submissionsRepository.find(db, student.schoolId, work.guid, student.studentGuid),
      paperWorkRepository.contentOfWork(db, student.schoolId, work.guid),
    ]);
    const first = submission ? await submissionsRepository.answersOf(db, student.schoolId, submission.guid) : [];
    const firstKeys = new Map(first.map((a) => [a.th, a.imageKeys]));
    const keys = [...items.flatMap((i) => i.imageKeys), ...first.flatMap((a) => a.imageKeys)];
    const own = new Map((await studentWorkRepository.ownImages(db, student.schoolId, student.studentGuid, keys)).map((f) => [f.key, f.mime]));
    const files = (ks: readonly string[]) => ks.filter((k) => own.has(k)).map((k) => toFile({ key: k, mime: own.get(k)! }));
    const isVisible = isAnswerVisible(work, submission ?? null, new Date());
    const byTh = new Map(questions.map((q) => [q.th, q]));
    const isEnded = c.endedAt !== null;
    return {
      workGuid: work.guid,
      workName: work.name,
      km: work.km,
      isEnded,
      isAnswerVisible: isVisible,
      state: correctionStateOf(mine.submittedAt !== null, items.map((i) => i.isCorrect)),
      canSubmit: !isEnded && items.some((i) => i.isCorrect !== true),
      questions: items.map((i) => {
        const q = byTh.get(i.th);
        const content = contents.get(i.th);
        return {
          ...toItem(i, q?.type ?? QuestionType.Single, files(i.imageKeys)),
          optionCount: q?.optionCount ?? 4,
          firstImages: files(firstKeys.get(i.th) ?? []),
          answerKey: isVisible && q && q.type !== QuestionType.Subjective ? q.answer : null,
          ...(content ? { content: toStudentContent(content, isVisible) } : {}),
        };
      }),
    };
  },

  /**
   * Submits corrections of the student's own lost questions (those not corrected right yet). Objective ones are
   * scored at once by the homework's rule (right only at full score); subjective ones wait for the teacher.
   */
  async studentSubmit(db: Db, student: StudentActor, input: TSubmitCorrectionRequest): Promise<TStudentCorrection> {
    guardStudent(student);
    const work = await requireStudentWork(db, student, input.workGuid);
    const c = await requireCorrection(db, student.schoolId, work.guid);
    const mine = await correctionsRepository.findStudent(db, student.schoolId, c.guid, student.studentGuid);
    if (!mine) throw notFound(RevisionMessages.notFound);
    if (c.endedAt) throw badRequest(RevisionMessages.ended);
    if (input.answers.length === 0) throw badRequest(RevisionMessages.noAnswers);
    const items = new Map((await correctionsRepository.items(db, student.schoolId, c.guid, [student.studentGuid])).map((i) => [i.th, i]));
    for (const a of input.answers) {
      const item = items.get(a.th);
      if (!item) throw badRequest(RevisionMessages.notInTask(a.th));
      if (item.isCorrect === true) throw badRequest(RevisionMessages.alreadyRight(a.th));
      if ((a.answer ?? '').trim() === '' && (a.imageKeys ?? []).length === 0) throw badRequest(RevisionMessages.emptyAnswer(a.th));
    }
    const questions = (await submissionWorkRepository.questionsOf(db, student.schoolId, work.guid)).filter((q) => items.has(q.th));
    const { answers } = await readAnswers(db, student, questions, input.answers);
    const byTh = new Map(questions.map((q) => [q.th, q]));
    const now = new Date();
    await db.transaction().execute(async (tx) => {
      for (const [th, given] of answers) {
        const q = byTh.get(th)!;
        const key = { schoolId: student.schoolId, correctionGuid: c.guid, studentGuid: student.studentGuid, th };
        if (q.type === QuestionType.Subjective) {
          await correctionsRepository.writeItem(tx, key, { answer: given.answer, imageKeys: given.imageKeys, score: null, isCorrect: null });
        } else {
          const score = scoreObjective({ th, type: q.type as QuestionTypeValue, score: q.score, answer: q.answer, multSetting: (q.multSetting ?? undefined) as MultSetting | undefined }, given.answer) ?? 0;
          await correctionsRepository.writeItem(tx, key, { answer: given.answer, imageKeys: [], score, isCorrect: score >= q.score - 1e-9 });
        }
      }
      await correctionsRepository.markSubmitted(tx, key0(student, c.guid), now);
    });
    return correctionsService.studentDetail(db, student, work.guid);
  },

  /** 错题本: every question the student lost in ended homework, by subject, with knowledge points and 已掌握. */
  async wrongBook(db: Db, student: StudentActor, km?: string): Promise<TWrongBook> {
    const now = new Date();
    const rows = await correctionsRepository.lostQuestionsOfStudent(db, student.schoolId, student.studentGuid, now, km || undefined);
    // Unfiltered and under the row cap, the list itself holds every subject of the book.
    const isWhole = !km && rows.length < WRONG_BOOK_CAP;
    const [subjects, contents, knowledgeRows] = await Promise.all([
      isWhole ? [...new Set(rows.map((r) => r.km))].sort() : correctionsRepository.lostSubjects(db, student.schoolId, student.studentGuid, now).then((s) => s.sort()),
      paperWorkRepository.contentOfQuestions(db, student.schoolId, rows.filter((r) => r.itemGuid).map((r) => ({ workGuid: r.workGuid, th: r.th }))),
      correctionsRepository.knowledgeOfItems(db, [...new Set(rows.map((r) => r.itemGuid).filter((g): g is string => !!g))]),
    ]);
    const knowledge = groupBy(knowledgeRows, (k) => k.itemGuid);
    return {
      subjects,
      list: rows.map((r) => {
        const visible = isAnswerVisible(r, { isFullyMarked: r.isFullyMarked }, now);
        const content = contents.get(`${r.workGuid}:${r.th}`);
        return {
          workGuid: r.workGuid,
          workName: r.workName,
          km: r.km,
          endTime: iso(r.endTime),
          th: r.th,
          type: r.type,
          optionCount: r.optionCount,
          fullScore: r.fullScore,
          score: r.score,
          myAnswer: r.myAnswer,
          answerKey: visible && r.type !== QuestionType.Subjective ? r.answerKey : null,
          ...(content ? { content: toStudentContent(content, visible) } : {}),
          knowledge: (r.itemGuid ? knowledge.get(r.itemGuid) ?? [] : []).map((k) => ({ guid: k.guid, name: k.name })),
          mastered: r.masteredAt !== null,
        };
      }),
    };
  },

  async setMastered(db: Db, student: StudentActor, input: TWrongBookMasteredRequest): Promise<{ mastered: boolean }> {
    const work = await requireStudentWork(db, student, input.workGuid);
    if (!(await correctionsRepository.isLostBy(db, student.schoolId, student.studentGuid, work.guid, input.th, new Date()))) {
      throw notFound('错题不存在');
    }
    await correctionsRepository.setMastered(db, { schoolId: student.schoolId, studentGuid: student.studentGuid, workGuid: work.guid, th: input.th }, input.mastered);
    return { mastered: input.mastered };
  },
};

const key0 = (student: StudentActor, correctionGuid: string) => ({ schoolId: student.schoolId, correctionGuid, studentGuid: student.studentGuid });
