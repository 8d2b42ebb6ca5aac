import { sql, type Kysely } from 'kysely';

/**
 * Merged exam questions (spec 03 §7.1 MergeTh / ShowMergeTh / UpdateMergeTh): subjective questions of an exam grouped
 * so one reviewer marks them together, as one task; group_th is the group's first question number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE exam_merged_ths (
     work_guid uuid NOT NULL REFERENCES works(guid) ON DELETE CASCADE,
     th int NOT NULL,
     group_th int NOT NULL,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     PRIMARY KEY (work_guid, th))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exam_merged_ths`.execute(db);
}
