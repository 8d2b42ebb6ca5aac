import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { BenchContext } from './homework-bench.js';
import { printResult } from './homework-bench.js';
import { cpuMeter } from './cpu.js';
import { runLoad, type LoadTarget } from './load.js';
import { BENCH_CLASSES, BENCH_QUESTIONS, scaleDemo, type BenchStudent } from './scale.js';

/**
 * Issue 14 (Done means, line 4): a grade of 3,000 students (60 classes of 50, 九年级 of RU10001) with 10 ended
 * 30-question homework, each given to every class and submitted by every student (900,000 answers); every question
 * is a bank item with a knowledge point. Two figures, each from one connection with its budget as PASS or FAIL:
 * - the grind list (POST /api/WrongQuestion/WorkKnowledgeItems) of 九年级1班 over the 10 homework, range 0–1 (every
 *   question in range: the most the list computes), sorted by class score rate: under 100 ms;
 * - the wrong-question book (GET /api/Student/WrongBook) of a student who lost 200 of the 300 questions: under 50 ms.
 * Asserts nothing.
 */
const WORKS = 10;
const GRIND_BUDGET_MS = 100;
const BOOK_BUDGET_MS = 50;
const BOOK_WRONG = 200;

async function benchItems(c: BenchContext) {
  const points = Array.from({ length: 20 }, (_, i) => ({ guid: randomUUID(), periodCode: 'C', km: '数学', parentGuid: null, name: `错题压测知识点${i + 1}`, sort: 9300 + i }));
  await c.db.insertInto('knowledgePoints').values(points).execute();
  const now = new Date();
  const items = Array.from({ length: 60 }, (_, i) => ({ guid: randomUUID(), point: points[i % points.length]!.guid }));
  await c.db.insertInto('items').values(items.map((it, i) => ({
    guid: it.guid, schoolId: null, ownerUserId: null, source: 100, type: 1, stem: `<p>错题压测题${i + 1}</p>`,
    options: JSON.stringify(['A', 'B', 'C', 'D'].map((label) => ({ label, text: `选项${label}` }))), answer: '["A"]', subItems: null,
    explanation: '<p>解析</p>', difficulty: 1 + (i % 5), periodCode: 'C', km: '数学', gradeCode: 'A9', year: 2026, provinceCodes: [], chapterGuid: null,
    scoreRate: null, schoolRate: null, discrimination: null, createdAt: now, updatedAt: now, deletedAt: null,
  }))).execute();
  await c.db.insertInto('itemKnowledge').values(items.map((it) => ({ itemGuid: it.guid, knowledgeGuid: it.point, isPrimary: true }))).execute();
  return items;
}

const verdict = (p99: number, budget: number, errors: number) =>
  `budget p99 < ${budget} ms from one connection: ${p99 < budget && errors === 0 ? 'PASS' : 'FAIL'} (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})`;

/** On a loaded machine the wall time mostly waits for a core; CPU per request does not (PostgreSQL's counts every client). */
const printCpu = (label: string, cpu: { serverMs: number; databaseMs: number }) =>
  console.log(`${label.padEnd(10)}   … CPU per request: server ${cpu.serverMs} ms, PostgreSQL (all its clients) ${cpu.databaseMs} ms`);

export async function benchWrongQuestions(c: BenchContext, scaled?: BenchStudent[]) {
  const started = performance.now();
  const school = await c.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirstOrThrow();
  const students = scaled ?? (await scaleDemo(c.db)).students;
  const classes = await c.db.selectFrom('classes').select(['guid', 'classCode']).where('schoolId', '=', school.id).where('gradeCode', '=', 'A9')
    .orderBy('number').limit(BENCH_CLASSES).execute();
  const creator = await c.db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
  const items = await benchItems(c);
  const now = Date.now();
  const works = Array.from({ length: WORKS }, (_, n) => ({
    guid: randomUUID(), schoolId: school.id, creatorUserId: creator.id, name: `错题压测${n + 1}`, km: '数学', periodCode: 'C', gradeCode: 'A9', workType: 1,
    startTime: new Date(now - (WORKS - n + 1) * 86_400_000), endTime: new Date(now - (WORKS - n) * 86_400_000),
  }));
  await c.db.insertInto('works').values(works).execute();
  await c.db.insertInto('workClasses').values(works.flatMap((w) => classes.map((cl) => ({ workGuid: w.guid, schoolId: school.id, classGuid: cl.guid })))).execute();
  await c.db.insertInto('workQuestions').values(works.flatMap((w, n) => BENCH_QUESTIONS.map((q, i) => ({
    workGuid: w.guid, schoolId: school.id, th: q.th, type: q.type, optionCount: 4, score: q.score, answer: q.answer,
    itemGuid: items[(n * BENCH_QUESTIONS.length + i) % items.length]!.guid, itemVersion: 1,
  })))).execute();
  // Every student submits every homework; question th is right with a probability from 0.15 to 0.95 by its number.
  await sql`INSERT INTO submissions (guid, school_id, work_guid, student_guid, status, submitted_at, rules, is_fully_marked)
    SELECT gen_random_uuid(), wc.school_id, wc.work_guid, st.guid, 1, w.start_time + interval '1 hour', '[]'::jsonb, true
    FROM work_classes wc JOIN works w ON w.guid = wc.work_guid JOIN students st ON st.class_guid = wc.class_guid
    WHERE w.name LIKE '错题压测%'`.execute(c.db);
  await sql`INSERT INTO submission_answers (submission_guid, school_id, work_guid, th, answer, score)
    SELECT s.guid, s.school_id, s.work_guid, q.th, q.answer, CASE WHEN random() < 0.15 + (q.th % 5) * 0.2 THEN q.score ELSE 0 END
    FROM submissions s JOIN works w ON w.guid = s.work_guid AND w.name LIKE '错题压测%'
    JOIN work_questions q ON q.work_guid = s.work_guid`.execute(c.db);
  // The book's student (the first of 九年级1班) lost questions 1–20 of each homework and got 21–30: 200 wrong questions.
  const student = students[0]!;
  await sql`UPDATE submission_answers a SET score = CASE WHEN a.th <= ${BOOK_WRONG / WORKS} THEN 0 ELSE q.score END
    FROM submissions s, work_questions q
    WHERE s.guid = a.submission_guid AND s.student_guid = ${student.guid} AND q.work_guid = a.work_guid AND q.th = a.th
      AND a.work_guid IN (SELECT guid FROM works WHERE name LIKE '错题压测%')`.execute(c.db);
  await sql`UPDATE submissions s SET objective_score = a.total, total_score = a.total
    FROM (SELECT submission_guid, sum(score) AS total FROM submission_answers GROUP BY submission_guid) a
    WHERE a.submission_guid = s.guid AND s.work_guid IN (SELECT guid FROM works WHERE name LIKE '错题压测%')`.execute(c.db);
  // What autovacuum does within a minute of such a burst (see dashboard-bench.ts).
  await sql`VACUUM ANALYZE`.execute(c.db);
  const counts = await sql<{ s: number; a: number }>`SELECT (SELECT count(*) FROM submissions)::int AS s, (SELECT count(*) FROM submission_answers)::int AS a`.execute(c.db);
  console.log(`${c.label.padEnd(10)} wrong-question data: ${WORKS} ended homework × ${students.length} students, ${counts.rows[0]!.s} submissions, ${counts.rows[0]!.a} answers (${Math.round(performance.now() - started)} ms)`);

  const grind: LoadTarget = {
    port: c.port, method: 'POST', path: '/api/WrongQuestion/WorkKnowledgeItems', cookie: c.cookie,
    body: { ruCode: 'RU10001', workGuids: works.map((w) => w.guid), classCode: classes[0]!.classCode, minRate: 0, maxRate: 1, sortProp: 'rate', pageIndex: 1, pageSize: 10 },
  };
  const grindCheck = await fetch(`http://127.0.0.1:${c.port}${grind.path}`, { method: 'POST', headers: { cookie: c.cookie, 'content-type': 'application/json' }, body: JSON.stringify(grind.body) })
    .then((r) => r.json() as Promise<{ status: number; data?: { total: number; students: number } }>);
  console.log(`${c.label.padEnd(10)} grind list answers ${grindCheck.status}: ${grindCheck.data?.total ?? 0} questions in range, ${grindCheck.data?.students ?? 0} students`);
  let meter = cpuMeter();
  const grindRun = await runLoad(grind, 1, Math.min(c.seconds, 3));
  printResult(c.label, 'POST WorkKnowledgeItems (10 homework, one connection)', grindRun);
  printCpu(c.label, meter.perRequest(grindRun.requests));
  console.log(`${c.label.padEnd(10)}   … ${verdict(grindRun.p99, GRIND_BUDGET_MS, grindRun.errors)}`);

  const book: LoadTarget = { port: c.port, method: 'GET', path: '/api/Student/WrongBook', cookie: student.cookie };
  const bookCheck = await fetch(`http://127.0.0.1:${c.port}${book.path}`, { headers: { cookie: student.cookie } })
    .then((r) => r.json() as Promise<{ status: number; data?: { list: unknown[] } }>);
  console.log(`${c.label.padEnd(10)} wrong-question book answers ${bookCheck.status}: ${bookCheck.data?.list.length ?? 0} wrong questions`);
  meter = cpuMeter();
  const bookRun = await runLoad(book, 1, Math.min(c.seconds, 3));
  printResult(c.label, 'GET Student/WrongBook (200 wrong, one connection)', bookRun);
  printCpu(c.label, meter.perRequest(bookRun.requests));
  console.log(`${c.label.padEnd(10)}   … ${verdict(bookRun.p99, BOOK_BUDGET_MS, bookRun.errors)}`);
}
