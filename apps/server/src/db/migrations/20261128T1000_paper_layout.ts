import { sql, type Kysely } from 'kysely';

/**
 * A laid-out paper (spec 02 §3 save payload): its print settings on the paper, and per question the answer-area height
 * and the multiple-choice rule (the shared scoring rule, null = the default). Values of paperType, sideType and
 * structureStatus are those of @zuoyeben/shared enums/paper-layout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE papers
    ADD COLUMN paper_type smallint NOT NULL DEFAULT 1 CHECK (paper_type IN (1, 2)),
    ADD COLUMN side_type smallint NOT NULL DEFAULT 1 CHECK (side_type IN (1, 2)),
    ADD COLUMN font_size smallint NOT NULL DEFAULT 14 CHECK (font_size BETWEEN 10 AND 24),
    ADD COLUMN line_height numeric(3,1) NOT NULL DEFAULT 1.8 CHECK (line_height BETWEEN 1 AND 3)`.execute(db);
  await sql`ALTER TABLE paper_items
    ADD COLUMN answer_area_height int CHECK (answer_area_height BETWEEN 0 AND 2000),
    ADD COLUMN mult_setting jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE paper_items DROP COLUMN IF EXISTS mult_setting, DROP COLUMN IF EXISTS answer_area_height`.execute(db);
  await sql`ALTER TABLE papers DROP COLUMN IF EXISTS line_height, DROP COLUMN IF EXISTS font_size,
    DROP COLUMN IF EXISTS side_type, DROP COLUMN IF EXISTS paper_type`.execute(db);
}
