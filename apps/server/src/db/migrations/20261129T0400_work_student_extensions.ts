import { sql, type Kysely } from 'kysely';

/**
 * 作业调整 (spec 03 §2.1 job-adjustment): a homework reopened for one student. The student's submit window ends at
 * end_time instead of the homework's end; one row per student and homework, the latest extension wins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE work_student_extensions (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     student_guid uuid NOT NULL REFERENCES students(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     end_time timestamptz NOT NULL,
     created_by int NOT NULL REFERENCES users(id),
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (work_guid, student_guid))`.execute(db);
  await sql`CREATE INDEX work_student_extensions_student ON work_student_extensions (school_id, student_guid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS work_student_extensions`.execute(db);
}
