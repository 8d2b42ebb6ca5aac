import { sql, type Kysely } from 'kysely';

/**
 * 线下作业 (spec 03 §7.1 UploadWorkStatistics): homework given on paper outside the platform, uploaded as a workbook so
 * 作业统计 counts a class's whole homework load. One row per homework and class; uploading the same homework again
 * (class, subject, name and day) replaces its figures, so a corrected file never counts twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE offline_works (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     teacher_user_id int NOT NULL REFERENCES users(id),
     class_guid uuid NOT NULL REFERENCES classes(guid) ON DELETE CASCADE,
     km text NOT NULL,
     name text NOT NULL,
     start_time timestamptz NOT NULL,
     expected_count int NOT NULL,
     submit_count int NOT NULL,
     marked_count int NOT NULL,
     avg_score double precision NOT NULL,
     full_score double precision NOT NULL,
     uploaded_by_user_id int NOT NULL REFERENCES users(id),
     uploaded_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (school_id, class_guid, km, name, start_time))`.execute(db);
  await sql`CREATE INDEX offline_works_school_time_idx ON offline_works (school_id, start_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE offline_works`.execute(db);
}
