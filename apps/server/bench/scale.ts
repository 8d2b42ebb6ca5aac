import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.js';

/**
 * Scales the demo for the homework bench, straight in the bench database: 60 classes of 50 students (3,000) in
 * 九年级 of RU10001, two 30-question homework published to all of them, and a student session per student.
 */
export const BENCH_CLASSES = 60;
export const BENCH_CLASS_SIZE = 50;
const HOMEWORK_COUNT = 2;

export interface BenchQuestion {
  th: number;
  type: 1 | 2 | 3;
  score: number;
  answer: string;
}

/** 20 single choice (3 points), 8 multiple choice (4) and 2 subjective (4): 100 points. */
export const BENCH_QUESTIONS: BenchQuestion[] = Array.from({ length: 30 }, (_, i) => {
  const th = i + 1;
  if (i < 20) return { th, type: 1, score: 3, answer: 'ABCD'[i % 4]! };
  if (i < 28) return { th, type: 2, score: 4, answer: ['AB', 'ACD', 'BD', 'ABC'][i % 4]! };
  return { th, type: 3, score: 4, answer: '' };
});

export interface BenchStudent {
  guid: string;
  /** Cookie header of the student's session. */
  cookie: string;
}

export interface BenchHomework {
  /** The same 30-question homework twice: the first submitted on a server just started, the second on a warm one. */
  workGuids: string[];
  students: BenchStudent[];
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The session id a student token is stored under: the student-session module keeps sha256(token) in hex. */
const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function scaleDemo(db: Db): Promise<BenchHomework> {
  const school = await db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirstOrThrow();
  const creator = await db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
  const schoolId = school.id;

  const classes = Array.from({ length: BENCH_CLASSES }, (_, i) => ({
    guid: randomUUID(),
    schoolId,
    classCode: `A9${String(i + 1).padStart(2, '0')}`,
    name: `九年级${i + 1}班`,
    gradeCode: 'A9',
    isTeachClass: false,
    number: i + 1,
  }));
  await db.insertInto('classes').values(classes).execute();

  const students = classes.flatMap((c, ci) =>
    Array.from({ length: BENCH_CLASS_SIZE }, (_, si) => ({
      guid: randomUUID(),
      schoolId,
      classGuid: c.guid,
      name: `学生${ci + 1}-${si + 1}`,
      phone: null,
      buddies: `B9${String(ci + 1).padStart(2, '0')}${String(si + 1).padStart(3, '0')}`,
    })),
  );
  await insertInChunks(students, (chunk) => db.insertInto('students').values(chunk).execute());

  const now = Date.now();
  const workGuids: string[] = [];
  for (let n = 0; n < HOMEWORK_COUNT; n++) {
    const workGuid = randomUUID();
    workGuids.push(workGuid);
    await db
      .insertInto('works')
      .values({
        guid: workGuid,
        schoolId,
        creatorUserId: creator.id,
        workCode: String(900001 + n),
        name: `压测作业${n + 1}`,
        km: '数学',
        periodCode: 'C',
        gradeCode: 'A9',
        workType: 1,
        startTime: new Date(now - 3600_000),
        endTime: new Date(now + 86_400_000),
      })
      .execute();
    await db.insertInto('workClasses').values(classes.map((c) => ({ workGuid, schoolId, classGuid: c.guid }))).execute();
    await db
      .insertInto('workQuestions')
      .values(BENCH_QUESTIONS.map((q) => ({ workGuid, schoolId, th: q.th, type: q.type, optionCount: 4, score: q.score, answer: q.answer })))
      .execute();
  }

  const sessions = students.map((s) => ({ token: randomBytes(24).toString('base64url'), student: s }));
  const expiresAt = new Date(now + 86_400_000);
  await insertInChunks(sessions, (chunk) =>
    db
      .insertInto('studentSessions')
      .values(chunk.map(({ token, student }) => ({ id: sessionIdOf(token), studentGuid: student.guid, schoolId, expiresAt })))
      .execute(),
  );
  return { workGuids, students: sessions.map(({ token, student }) => ({ guid: student.guid, cookie: `zyb_student=${token}` })) };
}

/** A plausible answer sheet: each student gets each choice right with their own probability; subjective left blank. */
export function answersFor(studentIndex: number) {
  const ability = 0.35 + ((studentIndex * 7919) % 1000) / 1600;
  return BENCH_QUESTIONS.map((q, i) => {
    if (q.type === 3) return { th: q.th, answer: '', imageKeys: [] };
    const right = ((studentIndex * 31 + i * 17) % 100) / 100 < ability;
    return { th: q.th, answer: right ? q.answer : q.type === 1 ? (q.answer === 'A' ? 'B' : 'A') : 'C', imageKeys: [] };
  });
}
