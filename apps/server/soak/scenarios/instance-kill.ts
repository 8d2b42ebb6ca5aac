import { scaleDemo } from '../../bench/scale.js';
import { attempt, QUESTIONS_PER_SUBMISSION, soakAgent, statusOf, submissionsFor, submitAll, waitFor, type SoakContext, type Submission } from '../harness/index.js';

export const name = 'kill -9 of an instance during 1,000 concurrent submissions over two instances behind nginx';

const STUDENTS = 1_000;
/** The instance dies once this many submissions were acknowledged (so mid-burst: hundreds are in flight). */
const KILL_AFTER_ACKS = 150;

/** What is stored for the homework, per student: the submission row(s) and their answers. */
async function storedOf(ctx: SoakContext, workGuid: string) {
  const rows = await ctx.db
    .selectFrom('submissions')
    .leftJoin('submissionAnswers', 'submissionAnswers.submissionGuid', 'submissions.guid')
    .select(['submissions.guid', 'submissions.studentGuid', 'submissions.requestId', (eb) => eb.fn.count<number>('submissionAnswers.th').as('answers')])
    .where('submissions.workGuid', '=', workGuid)
    .groupBy(['submissions.guid', 'submissions.studentGuid', 'submissions.requestId'])
    .execute();
  return rows.map((r) => ({ ...r, answers: Number(r.answers) }));
}

export async function run(ctx: SoakContext) {
  const homework = await scaleDemo(ctx.db);
  const workGuid = homework.workGuids[0]!;
  const [a, b] = await ctx.startInstances(2);
  const nginx = await ctx.startNginx([a!, b!]);
  const list = submissionsFor(homework.students.slice(0, STUDENTS), workGuid);

  // All 1,000 at once; a failed attempt (502 from nginx, a reset connection) is retried by the "page" with the same
  // requestId after 0.5, 1, 1.5… s, as the student's page does.
  let killedAt = 0;
  let ackedAtKill = 0;
  const sending = submitAll(nginx.url, list, { concurrency: STUDENTS, tries: 8, backoffMs: 500 });
  const killing = waitFor('acknowledgements before the kill', async () => list.filter((s) => s.acknowledged).length >= KILL_AFTER_ACKS, 120_000).then(async () => {
    ackedAtKill = list.filter((s) => s.acknowledged).length;
    killedAt = Date.now();
    await a!.kill9();
    ctx.log(`instance A (port ${a!.port}) killed with SIGKILL after ${ackedAtKill} acknowledgements`);
  });
  await Promise.all([sending, killing]);
  const bAlive = await statusOf(`${b!.url}/api/health/ready`);

  const acknowledged = list.filter((s) => s.acknowledged);
  const afterKill = acknowledged.filter((s) => s.acknowledged!.at > killedAt);
  const bPort = `127.0.0.1:${b!.port}`;
  const stored = await storedOf(ctx, workGuid);
  const byStudent = new Map<string, typeof stored>();
  for (const row of stored) byStudent.set(row.studentGuid, [...(byStudent.get(row.studentGuid) ?? []), row]);
  const complete = (s: Submission) => {
    const rows = byStudent.get(s.student.guid) ?? [];
    return rows.length === 1 && rows[0]!.guid === s.acknowledged!.submissionGuid && rows[0]!.answers === QUESTIONS_PER_SUBMISSION;
  };
  const lost = acknowledged.filter((s) => !complete(s)).length;
  const duplicated = [...byStudent.values()].reduce((n, rows) => n + rows.length - 1, 0) + stored.filter((r) => r.answers > QUESTIONS_PER_SUBMISSION).length;

  // The page retries once more with the same requestId (it never heard the answer): the first result, nothing new.
  const agent = soakAgent();
  const replays: Submission[] = acknowledged.map((s) => ({ ...s, attempts: 0, acknowledged: null, failures: [] }));
  let next = 0;
  await Promise.all(Array.from({ length: 50 }, async () => {
    while (next < replays.length) await attempt(nginx.url, replays[next++]!, agent);
  }));
  agent.destroy();
  const sameAnswer = replays.filter((r, i) => r.acknowledged?.submissionGuid === acknowledged[i]!.acknowledged!.submissionGuid).length;
  const storedAfterReplays = (await storedOf(ctx, workGuid)).length;

  const failedAttempts = list.flatMap((s) => s.failures);
  const kinds = Object.entries(failedAttempts.reduce<Record<string, number>>((m, f) => ({ ...m, [f]: (m[f] ?? 0) + 1 }), {}))
    .map(([k, n]) => `${k} ×${n}`).join(', ');
  const figures = {
    'submissions sent (1 per student, all at once)': STUDENTS,
    'acknowledged before the kill': ackedAtKill,
    acknowledged: acknowledged.length,
    'acknowledged after the kill (all by the other instance)': `${afterKill.length} (${afterKill.filter((s) => s.acknowledged!.upstream.includes(bPort)).length} via B)`,
    'never acknowledged after 8 tries': STUDENTS - acknowledged.length,
    'failed attempts, then retried (same requestId)': failedAttempts.length ? `${failedAttempts.length}: ${kinds}` : 0,
    'stored submissions': stored.length,
    'stored with all 30 answers': stored.filter((r) => r.answers === QUESTIONS_PER_SUBMISSION).length,
    'lost (acknowledged, not stored whole)': lost,
    duplicated,
    'replays with the same requestId answered with the first result': `${sameAnswer} of ${replays.length}`,
    'stored after the replays': storedAfterReplays,
    'other instance ready after the kill (HTTP)': bAlive,
  };
  if (lost !== 0 || duplicated !== 0) throw new Error(`lost ${lost}, duplicated ${duplicated}: ${JSON.stringify(figures)}`);
  if (acknowledged.length !== STUDENTS || sameAnswer !== replays.length || storedAfterReplays !== stored.length || bAlive !== 200) {
    throw new Error(`not every submission came through: ${JSON.stringify(figures)}`);
  }
  return figures;
}
