import { sql, type Kysely } from 'kysely';

/**
 * Question bank content model: textbooks with chapter trees, knowledge-point trees per period and subject, items
 * (platform items have no school; school items, source 200, and teacher items, source 300, belong to a school),
 * their knowledge points and chapters, papers with type groups, and teaching-aid (guidance) books whose chapters
 * point at papers. Literal values only: the codes mirror packages/shared/src/enums/question.ts.
 */
const statements = [
  `CREATE TABLE textbooks (
     guid uuid PRIMARY KEY,
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     press_name text NOT NULL,
     version_name text NOT NULL,
     grade_code text NOT NULL REFERENCES grades(code),
     volume text NOT NULL,
     name text NOT NULL,
     sort int NOT NULL,
     FOREIGN KEY (period_code, km) REFERENCES subjects(period_code, km),
     UNIQUE (period_code, km, version_name, volume))`,
  `CREATE INDEX textbooks_subject_idx ON textbooks (period_code, km, version_name, sort)`,
  `CREATE TABLE chapters (
     guid uuid PRIMARY KEY,
     textbook_guid uuid NOT NULL REFERENCES textbooks(guid) ON DELETE CASCADE,
     parent_guid uuid REFERENCES chapters(guid) ON DELETE CASCADE,
     name text NOT NULL,
     sort int NOT NULL)`,
  `CREATE INDEX chapters_tree_idx ON chapters (textbook_guid, parent_guid, sort)`,

  `CREATE TABLE knowledge_points (
     guid uuid PRIMARY KEY,
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     parent_guid uuid REFERENCES knowledge_points(guid) ON DELETE CASCADE,
     name text NOT NULL,
     sort int NOT NULL,
     FOREIGN KEY (period_code, km) REFERENCES subjects(period_code, km),
     UNIQUE (period_code, km, name))`,
  `CREATE INDEX knowledge_points_tree_idx ON knowledge_points (period_code, km, parent_guid, sort)`,

  `CREATE TABLE items (
     guid uuid PRIMARY KEY,
     version int NOT NULL DEFAULT 1 CHECK (version >= 1),
     school_id int REFERENCES schools(id) ON DELETE CASCADE,
     owner_user_id int REFERENCES users(id),
     source smallint NOT NULL CHECK (source IN (100, 200, 300, 400, 800)),
     type smallint NOT NULL CHECK (type BETWEEN 1 AND 5 OR type BETWEEN 11 AND 18),
     stem text NOT NULL,
     options jsonb NOT NULL DEFAULT '[]',
     answer jsonb NOT NULL DEFAULT '[]',
     sub_items jsonb,
     explanation text NOT NULL DEFAULT '',
     difficulty smallint NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     grade_code text REFERENCES grades(code),
     year smallint NOT NULL,
     province_codes text[] NOT NULL DEFAULT '{}',
     chapter_guid uuid REFERENCES chapters(guid) ON DELETE SET NULL,
     use_count int NOT NULL DEFAULT 0,
     score_rate numeric(5,4) CHECK (score_rate BETWEEN 0 AND 1),
     school_rate numeric(5,4) CHECK (school_rate BETWEEN 0 AND 1),
     discrimination numeric(5,4) CHECK (discrimination BETWEEN -1 AND 1),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     deleted_at timestamptz,
     FOREIGN KEY (period_code, km) REFERENCES subjects(period_code, km),
     CHECK ((source IN (200, 300)) = (school_id IS NOT NULL)),
     CHECK (source <> 300 OR owner_user_id IS NOT NULL))`,
  // The bank list filters by period and subject first, then type, difficulty, grade, year and exam area.
  `CREATE INDEX items_bank_idx ON items (period_code, km, type, difficulty) WHERE deleted_at IS NULL`,
  `CREATE INDEX items_grade_idx ON items (period_code, km, grade_code, year) WHERE deleted_at IS NULL`,
  `CREATE INDEX items_school_idx ON items (school_id, source, period_code, km) WHERE school_id IS NOT NULL`,
  `CREATE INDEX items_chapter_idx ON items (chapter_guid)`,
  `CREATE INDEX items_province_idx ON items USING gin (province_codes)`,

  `CREATE TABLE item_knowledge (
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     knowledge_guid uuid NOT NULL REFERENCES knowledge_points(guid) ON DELETE CASCADE,
     is_primary boolean NOT NULL DEFAULT false,
     PRIMARY KEY (item_guid, knowledge_guid))`,
  `CREATE INDEX item_knowledge_knowledge_idx ON item_knowledge (knowledge_guid, item_guid)`,
  `CREATE UNIQUE INDEX item_knowledge_one_primary_idx ON item_knowledge (item_guid) WHERE is_primary`,
  // An item fits a section of every textbook version; items.chapter_guid is the one shown with the item.
  `CREATE TABLE item_chapters (
     item_guid uuid NOT NULL REFERENCES items(guid) ON DELETE CASCADE,
     chapter_guid uuid NOT NULL REFERENCES chapters(guid) ON DELETE CASCADE,
     PRIMARY KEY (item_guid, chapter_guid))`,
  `CREATE INDEX item_chapters_chapter_idx ON item_chapters (chapter_guid, item_guid)`,

  `CREATE TABLE papers (
     guid uuid PRIMARY KEY,
     name text NOT NULL,
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     grade_code text REFERENCES grades(code),
     source smallint NOT NULL CHECK (source IN (2, 3, 4, 100, 400)),
     school_id int REFERENCES schools(id) ON DELETE CASCADE,
     creator_user_id int REFERENCES users(id),
     year smallint NOT NULL,
     total_score numeric(6,1) NOT NULL DEFAULT 0,
     difficulty smallint CHECK (difficulty BETWEEN 1 AND 3),
     structure_status smallint NOT NULL DEFAULT 1,
     share_status smallint NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     FOREIGN KEY (period_code, km) REFERENCES subjects(period_code, km))`,
  `CREATE INDEX papers_list_idx ON papers (period_code, km, source, grade_code, year)`,
  `CREATE INDEX papers_school_idx ON papers (school_id, source) WHERE school_id IS NOT NULL`,
  // One row per item; rows with the same group_no form a type group (一、选择题 …) in sort order.
  `CREATE TABLE paper_items (
     paper_guid uuid NOT NULL REFERENCES papers(guid) ON DELETE CASCADE,
     item_guid uuid NOT NULL REFERENCES items(guid),
     item_version int NOT NULL,
     group_no smallint NOT NULL,
     group_type smallint NOT NULL,
     group_name text NOT NULL,
     sort int NOT NULL,
     score numeric(5,1) NOT NULL DEFAULT 1 CHECK (score >= 0),
     PRIMARY KEY (paper_guid, item_guid),
     UNIQUE (paper_guid, sort))`,
  `CREATE INDEX paper_items_item_idx ON paper_items (item_guid)`,

  `CREATE TABLE teaching_guidances (
     guid uuid PRIMARY KEY,
     name text NOT NULL,
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     grade_code text NOT NULL REFERENCES grades(code),
     press_name text NOT NULL,
     textbook_guid uuid REFERENCES textbooks(guid) ON DELETE SET NULL,
     school_id int REFERENCES schools(id) ON DELETE CASCADE,
     cover_image text,
     created_at timestamptz NOT NULL DEFAULT now(),
     FOREIGN KEY (period_code, km) REFERENCES subjects(period_code, km))`,
  `CREATE INDEX teaching_guidances_list_idx ON teaching_guidances (period_code, km, grade_code)`,
  `CREATE TABLE teaching_guidance_chapters (
     guid uuid PRIMARY KEY,
     guidance_guid uuid NOT NULL REFERENCES teaching_guidances(guid) ON DELETE CASCADE,
     parent_guid uuid REFERENCES teaching_guidance_chapters(guid) ON DELETE CASCADE,
     name text NOT NULL,
     sort int NOT NULL,
     paper_guid uuid REFERENCES papers(guid) ON DELETE SET NULL)`,
  `CREATE INDEX teaching_guidance_chapters_tree_idx ON teaching_guidance_chapters (guidance_guid, parent_guid, sort)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['teaching_guidance_chapters', 'teaching_guidances', 'paper_items', 'papers', 'item_chapters',
    'item_knowledge', 'items', 'knowledge_points', 'chapters', 'textbooks']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
