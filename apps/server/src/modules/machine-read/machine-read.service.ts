import {
  parseChoiceAnswer,
  QuestionType,
  sanitizeName,
  WorkType,
  type TImportResult,
  type TMachineReadEntry,
  type TMachineReadQuestion,
  type TMachineReadSheet,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { isZipFile } from '../students/student-workbook.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/upload.js';
import type { Actor } from '../../plugins/session.js';
import { writeSubmission } from '../submissions/submission-writer.js';
import { submissionWorkRepository, type QuestionRow, type WorkRow } from '../submissions/submission-work.repository.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { machineReadRepository } from './machine-read.repository.js';
import { importFailureMessage, validateAnswerSheet, type ImportedEntry } from './machine-read.rules.js';
import { readAnswerSheet, writeAnswerTemplate } from './machine-read.workbook.js';
import { guardMember } from '../../lib/member-guard.js';
import { auditService } from '../audit/audit.service.js';

const NOT_XLSX = '请上传 .xlsx 格式的 Excel 文件（可先下载模板）';
const rejected = (message: string, errors: TImportResult['errors'] = []) => badRequest(message, { imported: 0, errors } satisfies TImportResult);

/** A machine-read homework the teacher may enter, with its classes and objective questions. */
async function requireMachineReadWork(db: Db, actor: Actor, workGuid: string) {
  const work = await requireTeacherWork(db, actor, workGuid);
  if (work.workType !== WorkType.MachineRead) throw badRequest('只有扫描作业可以录入客观题答案');
  const [classes, questions] = await Promise.all([
    submissionWorkRepository.classesOf(db, actor.schoolId, work.guid),
    submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid),
  ]);
  return { work, classes, questions, objective: questions.filter((q) => q.type !== QuestionType.Subjective) };
}

const toQuestion = (q: QuestionRow): TMachineReadQuestion => ({ th: q.th, type: q.type, optionCount: q.optionCount, score: q.score });

/** Stored objective answers of some students, by student and question number. */
async function storedAnswers(db: Db, schoolId: number, workGuid: string, studentGuids: readonly string[]) {
  const submissions = await submissionsRepository.findMany(db, schoolId, workGuid, studentGuids);
  const answers = await submissionsRepository.answersOfMany(db, schoolId, submissions.map((s) => s.guid));
  const byStudent = new Map(submissions.map((s) => [s.studentGuid, { submission: s, answers: new Map<number, string>() }]));
  const studentOf = new Map(submissions.map((s) => [s.guid, s.studentGuid]));
  for (const a of answers) byStudent.get(studentOf.get(a.submissionGuid)!)?.answers.set(a.th, a.answer);
  return byStudent;
}

/** Writes the entries in one transaction; a student with nothing stored and nothing entered is left without a submission. */
async function saveEntries(db: Db, actor: Actor, work: WorkRow, questions: readonly QuestionRow[], entries: readonly ImportedEntry[]) {
  const existing = new Set((await submissionsRepository.findMany(db, actor.schoolId, work.guid, entries.map((e) => e.stuGuid))).map((s) => s.studentGuid));
  const toWrite = entries.filter((e) => existing.has(e.stuGuid) || [...e.answers.values()].some((letters) => letters !== ''));
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    for (const entry of toWrite) {
      const answers = new Map([...entry.answers].map(([th, answer]) => [th, { answer, imageKeys: [] }]));
      await writeSubmission(tx, { schoolId: actor.schoolId, workGuid: work.guid, studentGuid: entry.stuGuid, questions, answers, now, mode: { kind: 'entry', userId: actor.userId } });
    }
  });
  return toWrite.length;
}

/** Typing in or importing the objective answers of a machine-read homework (spec 01 §1 workType 4). */
export const machineReadService = {
  async sheet(db: Db, actor: Actor, workGuid: string, classGuid?: string): Promise<TMachineReadSheet> {
    const { work, classes, objective } = await requireMachineReadWork(db, actor, workGuid);
    const cls = classGuid ? classes.find((c) => c.guid === classGuid) : classes[0];
    if (!cls) throw notFound('班级不存在');
    const students = await machineReadRepository.studentsOfClasses(db, actor.schoolId, [cls.guid]);
    const stored = await storedAnswers(db, actor.schoolId, work.guid, students.map((s) => s.guid));
    return {
      workGuid: work.guid,
      name: work.name,
      classGuid: cls.guid,
      classes: classes.map((c) => ({ classGuid: c.guid, className: c.name })),
      questions: objective.map(toQuestion),
      students: students.map((s) => {
        const mine = stored.get(s.guid);
        return {
          stuGuid: s.guid,
          stuName: s.name,
          buddies: s.buddies,
          status: mine?.submission.status ?? 0,
          objectiveScore: mine ? mine.submission.objectiveScore : null,
          answers: Object.fromEntries(objective.map((q) => [String(q.th), mine?.answers.get(q.th) ?? ''])),
        };
      }),
    };
  },

  /** Saves typed answers, all or none: every student must be of the homework's classes and every answer must fit. */
  async save(db: Db, actor: Actor, workGuid: string, entries: readonly TMachineReadEntry[]): Promise<{ saved: number }> {
    guardMember(actor, { service: true });
    const { work, classes, questions, objective } = await requireMachineReadWork(db, actor, workGuid);
    const students = await machineReadRepository.studentsOfClasses(db, actor.schoolId, classes.map((c) => c.guid));
    const nameOf = new Map(students.map((s) => [s.guid, s.name]));
    const byTh = new Map(objective.map((q) => [q.th, q]));
    const seen = new Set<string>();
    const parsed: ImportedEntry[] = entries.map((entry) => {
      const name = nameOf.get(entry.stuGuid);
      if (name === undefined) throw notFound('学生不存在或不在本作业的班级中');
      if (seen.has(entry.stuGuid)) throw badRequest(`${name}重复录入`);
      seen.add(entry.stuGuid);
      const answers = new Map<number, string>();
      for (const [key, raw] of Object.entries(entry.answers)) {
        const q = byTh.get(Number(key));
        if (!q) throw badRequest(`第${key}题不是本作业的选择题`);
        const result = parseChoiceAnswer(q, raw);
        if ('error' in result) throw badRequest(`${name}：${result.error}`);
        answers.set(q.th, result.letters);
      }
      return { stuGuid: entry.stuGuid, answers };
    });
    return { saved: await saveEntries(db, actor, work, questions, parsed) };
  },

  async template(db: Db, actor: Actor, workGuid: string, classGuid: string): Promise<{ fileName: string; body: Buffer }> {
    const sheet = await machineReadService.sheet(db, actor, workGuid, classGuid);
    const className = sheet.classes.find((c) => c.classGuid === sheet.classGuid)?.className ?? '';
    const ths = sheet.questions.map((q) => q.th);
    const rows = sheet.students.map((s) => ({ stuName: s.stuName, buddies: s.buddies, answers: new Map(ths.map((th) => [th, s.answers[String(th)] ?? ''])) }));
    return { fileName: `答案录入-${sanitizeName(sheet.name)}-${sanitizeName(className)}.xlsx`, body: await writeAnswerTemplate(ths, rows) };
  },

  /** Imports a filled workbook: every row is checked first and any problem rejects the whole file with row numbers. */
  async importWorkbook(db: Db, actor: Actor, workGuid: string, file: UploadedFile): Promise<TImportResult> {
    guardMember(actor, { service: true });
    const { work, classes, questions, objective } = await requireMachineReadWork(db, actor, workGuid);
    if (!file.fileName.toLowerCase().endsWith('.xlsx') || !isZipFile(file.body)) throw rejected(NOT_XLSX);
    const sheet = await readAnswerSheet(file.body);
    if (!sheet) throw rejected(NOT_XLSX);
    const students = await machineReadRepository.studentsOfClasses(db, actor.schoolId, classes.map((c) => c.guid));
    const { entries, errors } = validateAnswerSheet(sheet, { questions: objective.map(toQuestion), students });
    if (errors.length > 0) throw rejected(importFailureMessage(errors), errors);
    const imported = await saveEntries(db, actor, work, questions, entries);
    await auditService.record(db, actor, { action: 'machineRead.import', target: work.name, detail: `${file.fileName}，${imported} 名学生的答案` });
    return { imported, errors: [] };
  },
};
