import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { BenchContext } from './homework-bench.js';
import { printResult } from './homework-bench.js';
import { runLoad, type LoadTarget } from './load.js';
import { BENCH_CLASSES, scaleDemo } from './scale.js';

/**
 * 学情分析 (issue 12): the dashboard of one class and subject in a school of 3,000 students (60 classes of 50) with
 * 200 marked homework this term. The measured class, 九年级1班, had every one of the 200 (the worst case: its trend
 * and knowledge mastery span them all); each homework also went to 9 other classes, so the tables hold 100,000
 * submissions and 1,000,000 answers of other classes too. 10 questions per homework, each a bank item with its
 * knowledge points. Computed live from the answers on every request. Budget: under 200 ms. Prints figures.
 */
const WORKS = 200;
const CLASSES_PER_WORK = 10;
const QUESTIONS = 10;

/** 40 bank items of 数学, each on one of up to 20 knowledge points of the demo's tree (the demo bank links none). */
async function benchItems(c: BenchContext) {
  let points = await c.db.selectFrom('knowledgePoints').select('guid').where('km', '=', '数学').where('periodCode', '=', 'C').orderBy('sort').limit(20).execute();
  if (points.length === 0) {
    points = Array.from({ length: 20 }, () => ({ guid: randomUUID() }));
    await c.db.insertInto('knowledgePoints').values(points.map((p, i) => ({ guid: p.guid, periodCode: 'C', km: '数学', parentGuid: null, name: `压测知识点${i + 1}`, sort: 9100 + i }))).execute();
  }
  const now = new Date();
  const items = Array.from({ length: 40 }, (_, i) => ({ itemGuid: randomUUID(), knowledgeGuid: points[i % points.length]!.guid }));
  await c.db.insertInto('items').values(items.map((it, i) => ({
    guid: it.itemGuid, schoolId: null, ownerUserId: null, source: 100, type: 1, stem: `<p>学情压测题${i + 1}</p>`, options: '[]', answer: '["A"]', subItems: null,
    explanation: '', difficulty: 3, periodCode: 'C', km: '数学', gradeCode: 'A9', year: 2026, provinceCodes: [], chapterGuid: null,
    scoreRate: null, schoolRate: null, discrimination: null, createdAt: now, updatedAt: now, deletedAt: null,
  }))).execute();
  await c.db.insertInto('itemKnowledge').values(items.map((it) => ({ itemGuid: it.itemGuid, knowledgeGuid: it.knowledgeGuid, isPrimary: true }))).execute();
  return items;
}

export async function benchDashboard(c: BenchContext) {
  const started = performance.now();
  const school = await c.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirstOrThrow();
  let classes = await c.db.selectFrom('classes').select(['guid', 'classCode']).where('schoolId', '=', school.id).where('gradeCode', '=', 'A9').orderBy('number').execute();
  if (classes.length < BENCH_CLASSES) {
    await scaleDemo(c.db);
    classes = await c.db.selectFrom('classes').select(['guid', 'classCode']).where('schoolId', '=', school.id).where('gradeCode', '=', 'A9').orderBy('number').execute();
  }
  const creator = await c.db.selectFrom('users').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
  const items = await benchItems(c);
  const now = Date.now();
  const works = Array.from({ length: WORKS }, (_, n) => ({
    guid: randomUUID(),
    schoolId: school.id,
    creatorUserId: creator.id,
    name: `学情压测${n + 1}`,
    km: '数学',
    periodCode: 'C',
    gradeCode: 'A9',
    workType: 1,
    // One homework about every 12 hours over the last 100 days, all ended.
    startTime: new Date(now - (WORKS - n) * 12 * 3600_000 - 86_400_000),
    endTime: new Date(now - (WORKS - n) * 12 * 3600_000),
  }));
  await c.db.insertInto('works').values(works).execute();
  const workClasses = works.flatMap((w, n) =>
    Array.from({ length: CLASSES_PER_WORK }, (_, k) => {
      // Class 1 always, then nine classes rotating over the other 59.
      const index = k === 0 ? 0 : 1 + ((n * (CLASSES_PER_WORK - 1) + k - 1) % (classes.length - 1));
      return { workGuid: w.guid, schoolId: school.id, classGuid: classes[index]!.guid };
    }),
  );
  await c.db.insertInto('workClasses').values(workClasses).execute();
  const questions = works.flatMap((w, n) =>
    Array.from({ length: QUESTIONS }, (_, i) => ({
      workGuid: w.guid,
      schoolId: school.id,
      th: i + 1,
      type: 1,
      score: 10,
      answer: 'ABCD'[i % 4]!,
      itemGuid: items[(n * QUESTIONS + i) % items.length]!.itemGuid,
    })),
  );
  for (let i = 0; i < questions.length; i += 500) await c.db.insertInto('workQuestions').values(questions.slice(i, i + 500)).execute();

  // Every student of every class submits every homework, each question right with a probability of 0.6.
  await sql`INSERT INTO submissions (guid, school_id, work_guid, student_guid, status, submitted_at, rules, is_fully_marked)
    SELECT gen_random_uuid(), wc.school_id, wc.work_guid, st.guid, 1, w.start_time + interval '1 hour', '[]'::jsonb, true
    FROM work_classes wc JOIN works w ON w.guid = wc.work_guid JOIN students st ON st.class_guid = wc.class_guid
    WHERE w.name LIKE '学情压测%'`.execute(c.db);
  await sql`INSERT INTO submission_answers (submission_guid, school_id, work_guid, th, answer, score)
    SELECT s.guid, s.school_id, s.work_guid, q.th, q.answer, CASE WHEN random() < 0.6 THEN q.score ELSE 0 END
    FROM submissions s JOIN works w ON w.guid = s.work_guid AND w.name LIKE '学情压测%'
    JOIN work_questions q ON q.work_guid = s.work_guid`.execute(c.db);
  await sql`UPDATE submissions s SET objective_score = a.total, total_score = a.total
    FROM (SELECT submission_guid, sum(score) AS total FROM submission_answers GROUP BY submission_guid) a
    WHERE a.submission_guid = s.guid`.execute(c.db);
  // A term's answers are old enough for autovacuum to have visited them (its visibility map lets the answers' key
  // serve the sums alone); data inserted a moment ago has not been, so the bench does what autovacuum would.
  await sql`VACUUM ANALYZE`.execute(c.db);
  const counts = await sql<{ s: number; a: number }>`SELECT (SELECT count(*) FROM submissions)::int AS s, (SELECT count(*) FROM submission_answers)::int AS a`.execute(c.db);
  console.log(`${c.label.padEnd(10)} dashboard data: ${WORKS} homework, ${counts.rows[0]!.s} submissions, ${counts.rows[0]!.a} answers (${Math.round(performance.now() - started)} ms)`);

  const day = (t: number) => new Date(t + 8 * 3600_000).toISOString().slice(0, 10);
  const path = `/api/LearningAnalysis/Dashboard?ruCode=RU10001&km=${encodeURIComponent('数学')}&classCode=${classes[0]!.classCode}&startDay=${day(now - 120 * 86_400_000)}&endDay=${day(now)}`;
  const check = await fetch(`http://127.0.0.1:${c.port}${path}`, { headers: { cookie: c.cookie } }).then((r) => r.json() as Promise<{ status: number; data?: { trend: unknown[]; weakKnowledge: unknown[] } }>);
  console.log(`${c.label.padEnd(10)} dashboard answers ${check.status}: ${check.data?.trend.length ?? 0} homework in the trend, ${check.data?.weakKnowledge.length ?? 0} weak knowledge points`);
  const target: LoadTarget = { port: c.port, method: 'GET', path, cookie: c.cookie };
  printResult(c.label, 'GET Dashboard (200 homework, one connection)', await runLoad(target, 1, Math.min(c.seconds, 3)));
  printResult(c.label, 'GET Dashboard (200 homework, loaded)', await runLoad(target, c.connections, c.seconds));
}
