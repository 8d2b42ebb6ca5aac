import { sql, type Kysely } from 'kysely';

/**
 * Marking assistant (智能批改-辅助批改): answers a teacher took out of their automatic group. The students split out
 * together share a group_no and form a group of their own; the rest of the answers are grouped by the rule
 * (packages/shared/src/rules/answer-grouping.ts) every time the groups are read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE answer_group_splits (
     submission_guid uuid NOT NULL REFERENCES submissions(guid) ON DELETE CASCADE,
     th int NOT NULL,
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     group_no int NOT NULL,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (submission_guid, th))`.execute(db);
  await sql`CREATE INDEX answer_group_splits_work ON answer_group_splits (school_id, work_guid, th)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS answer_group_splits`.execute(db);
}
