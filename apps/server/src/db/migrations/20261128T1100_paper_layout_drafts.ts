import { sql, type Kysely } from 'kysely';

/**
 * The paper layout's draft (组卷排版, spec 02 §2 /groupTypesetting): one per teacher, school, period and subject, next
 * to the basket it lays out. The basket keeps the questions, their order, scores and answer heights; the draft keeps
 * what the basket has no place for, so a reload restores the page: the paper guid it will save as, the title, the
 * print settings (values of @zuoyeben/shared enums/paper-layout) and the multi-select rule per question.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE paper_layout_drafts (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     period_code text NOT NULL,
     km text NOT NULL,
     paper_guid uuid NOT NULL,
     is_saved boolean NOT NULL DEFAULT false,
     title text NOT NULL CHECK (length(title) BETWEEN 1 AND 50),
     paper_type smallint NOT NULL DEFAULT 1 CHECK (paper_type IN (1, 2)),
     side_type smallint NOT NULL DEFAULT 1 CHECK (side_type IN (1, 2)),
     font_size smallint NOT NULL DEFAULT 14 CHECK (font_size BETWEEN 10 AND 24),
     line_height numeric(3,1) NOT NULL DEFAULT 1.8 CHECK (line_height BETWEEN 1 AND 3),
     structure_status smallint NOT NULL DEFAULT 1 CHECK (structure_status IN (1, 2)),
     mult_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, school_id, period_code, km))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS paper_layout_drafts`.execute(db);
}
