import { sql, type Kysely } from 'kysely';

/**
 * Collected papers (收藏的试卷) per teacher and school, and papers shared to a school's paper library (分享到校本库).
 * A share is a row per school and paper, so a platform paper shared by a teacher of one school shows in that
 * school's library only; isShareStatus is 100 while the row exists (spec 02 §3, §4). papers.share_status of
 * 20261122T0600 is not used: it cannot say which school shared a platform paper.
 */
const statements = [
  `CREATE TABLE paper_collections (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     paper_guid uuid NOT NULL REFERENCES papers(guid) ON DELETE CASCADE,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id, paper_guid))`,
  `CREATE INDEX paper_collections_paper_idx ON paper_collections (paper_guid)`,
  // The collection screen pages a teacher's papers newest collected first.
  `CREATE INDEX paper_collections_list_idx ON paper_collections (user_id, school_id, created_at DESC)`,

  `CREATE TABLE paper_shares (
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     paper_guid uuid NOT NULL REFERENCES papers(guid) ON DELETE CASCADE,
     shared_by_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     shared_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (school_id, paper_guid))`,
  // The school library lists shared papers newest first.
  `CREATE INDEX paper_shares_list_idx ON paper_shares (school_id, shared_at DESC)`,
  `CREATE INDEX paper_shares_paper_idx ON paper_shares (paper_guid)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['paper_shares', 'paper_collections']) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
