import { sql, type Kysely } from 'kysely';

/**
 * The school's answer-card defaults (答题卡: paper size, columns, student-number digits) and machine-read settings
 * (机阅设置: default review type, review band of the bubble thresholds), one row per school; no row means the
 * product defaults (A4, one column, 8 digits, review type 1, band 0.3–0.6).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE school_card_settings (
     school_id int PRIMARY KEY REFERENCES schools(id) ON DELETE CASCADE,
     paper_size text NOT NULL DEFAULT 'A4' CHECK (paper_size IN ('A4', 'A3')),
     columns int NOT NULL DEFAULT 1 CHECK (columns BETWEEN 1 AND 3),
     student_id_digits int NOT NULL DEFAULT 8 CHECK (student_id_digits BETWEEN 4 AND 12),
     review_type int NOT NULL DEFAULT 1 CHECK (review_type IN (0, 1)),
     band_low double precision NOT NULL DEFAULT 0.3,
     band_high double precision NOT NULL DEFAULT 0.6,
     updated_by int REFERENCES users(id) ON DELETE SET NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK (band_low >= 0 AND band_low < band_high AND band_high <= 1))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS school_card_settings`.execute(db);
}
