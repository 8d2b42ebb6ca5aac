import { sql, type Kysely } from 'kysely';

/**
 * An answer row reaches its school and homework through its submission (submission_guid, ON DELETE CASCADE); its own
 * school_id and work_guid copies exist for scoping and the marking index. Checking those two copies against schools
 * and works again cost two foreign-key lookups per answer, 60 per 30-question submission, at the moment a whole
 * class submits. The submission's own keys keep the same guarantees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE submission_answers DROP CONSTRAINT IF EXISTS submission_answers_school_id_fkey`.execute(db);
  await sql`ALTER TABLE submission_answers DROP CONSTRAINT IF EXISTS submission_answers_work_guid_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE submission_answers ADD CONSTRAINT submission_answers_school_id_fkey FOREIGN KEY (school_id) REFERENCES schools(id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE submission_answers ADD CONSTRAINT submission_answers_work_guid_fkey FOREIGN KEY (work_guid) REFERENCES works(guid) ON DELETE CASCADE`.execute(db);
}
