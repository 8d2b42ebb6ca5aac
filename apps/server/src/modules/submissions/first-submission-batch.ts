import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { AnswerRow, SubmissionPatch } from './submissions.repository.js';

/** A student's first submission with its answers, as one statement of a batch writes it. */
export interface FirstSubmission {
  row: Omit<SubmissionPatch, 'enteredByUserId'> & { guid: string; schoolId: number; workGuid: string; studentGuid: string };
  answers: readonly AnswerRow[];
}

interface Waiting {
  submission: FirstSubmission;
  resolve: (inserted: boolean) => void;
  reject: (error: unknown) => void;
}

/** Submissions one statement writes at most (a class of 60 submitting at the bell fits in one or two). */
const MAX_BATCH = 64;
/** Statements in flight at once; the rest of the pool stays free for reads. */
const MAX_IN_FLIGHT = 2;

/**
 * Group commit for first submissions. When a whole class submits at the bell, each submission waiting for a free
 * statement joins the next one, so N submissions cost one statement and one commit instead of N. Nothing waits on a
 * timer: an idle server writes a lone submission at once. A row that already exists is reported as not inserted (the
 * caller then takes the locking path); a failed statement wrote nothing and is retried one submission at a time.
 */
class FirstSubmissionBatcher {
  private queue: Waiting[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly db: Db) {}

  insert(submission: FirstSubmission): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ submission, resolve, reject });
      this.pump();
    });
  }

  /** Resolves once nothing is queued or being written (graceful shutdown waits for it before closing the pool). */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump() {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight++;
      this.write(batch).finally(() => {
        this.inFlight--;
        this.pump();
        if (this.queue.length === 0 && this.inFlight === 0) for (const done of this.idleWaiters.splice(0)) done();
      });
    }
  }

  /** One statement for the batch; if it fails, each submission alone, so one bad row never fails its neighbours. */
  private async write(batch: Waiting[]) {
    try {
      const inserted = await insertBatch(this.db, batch.map((w) => w.submission));
      for (const w of batch) w.resolve(inserted.has(w.submission.row.guid));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const w of batch) {
        await insertBatch(this.db, [w.submission]).then((inserted) => w.resolve(inserted.has(w.submission.row.guid)), w.reject);
      }
    }
  }
}

/** Writes the submissions and their answers in one statement; returns the guids actually inserted. */
async function insertBatch(db: Db, batch: readonly FirstSubmission[]): Promise<Set<string>> {
  const rows = JSON.stringify(
    batch.map(({ row }, n) => ({
      n, guid: row.guid, school_id: row.schoolId, work_guid: row.workGuid, student_guid: row.studentGuid, status: row.status,
      is_overdue: row.isOverdue, submitted_at: row.submittedAt, duration_seconds: row.durationSeconds, objective_score: row.objectiveScore,
      subjective_score: row.subjectiveScore, total_score: row.totalScore, is_fully_marked: row.isFullyMarked, rules: JSON.parse(row.rules),
      request_id: row.requestId,
    })),
  );
  const answers = JSON.stringify(
    batch.flatMap(({ row, answers: list }) =>
      list.map((a) => ({ submission_guid: row.guid, th: a.th, answer: a.answer, image_keys: a.imageKeys, score: a.score, marked_by: a.markedBy, marked_at: a.markedAt })),
    ),
  );
  // Two students never share a (work, student) row, but a batch may hold two attempts of one student (a double tap
  // landing in the same batch): DISTINCT ON keeps the first, the other finds the row and replays or resubmits.
  const result = await sql<{ guid: string }>`
    WITH given AS (
      SELECT DISTINCT ON (x.work_guid, x.student_guid) x.*
      FROM jsonb_to_recordset(${rows}::jsonb) AS x(n int, guid uuid, school_id int, work_guid uuid, student_guid uuid,
        status smallint, is_overdue boolean, submitted_at timestamptz, duration_seconds int, objective_score numeric, subjective_score numeric,
        total_score numeric, is_fully_marked boolean, rules jsonb, request_id text)
      ORDER BY x.work_guid, x.student_guid, x.n),
    s AS (
      INSERT INTO submissions (guid, school_id, work_guid, student_guid, status, is_overdue, submitted_at, duration_seconds,
                               objective_score, subjective_score, total_score, is_fully_marked, rules, request_id)
      SELECT guid, school_id, work_guid, student_guid, status, is_overdue, submitted_at, duration_seconds,
             objective_score, subjective_score, total_score, is_fully_marked, rules, request_id
      FROM given
      ON CONFLICT (work_guid, student_guid) DO NOTHING
      RETURNING guid, school_id, work_guid),
    a AS (
      INSERT INTO submission_answers (submission_guid, school_id, work_guid, th, answer, image_keys, score, marked_by, marked_at)
      SELECT s.guid, s.school_id, s.work_guid, y.th, y.answer, y.image_keys, y.score, y.marked_by, y.marked_at
      FROM s JOIN jsonb_to_recordset(${answers}::jsonb)
        AS y(submission_guid uuid, th int, answer text, image_keys text[], score numeric, marked_by int, marked_at timestamptz)
        ON y.submission_guid = s.guid)
    SELECT guid FROM s ${prepared()}`.execute(db);
  return new Set(result.rows.map((r) => r.guid));
}

const batchers = new WeakMap<Db, FirstSubmissionBatcher>();

/** Inserts a first submission through the database's batcher; false when the student already has a row. */
export function insertFirstSubmission(db: Db, submission: FirstSubmission): Promise<boolean> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new FirstSubmissionBatcher(db)));
  return batcher.insert(submission);
}

/** Waits until every submission handed to the database's batcher is written (or failed): nothing is left in memory. */
export async function flushFirstSubmissions(db: Db): Promise<void> {
  await batchers.get(db)?.idle();
}
