import { sql, type Kysely } from 'kysely';

/**
 * Account core: schools and their services, users, memberships with the permission object, the period / grade /
 * subject reference tables, classes, students, teaching info and sessions. Literal values only: migrations never
 * import app code, so they stay the same once merged.
 */
const statements = [
  `CREATE TABLE periods (code text PRIMARY KEY, name text NOT NULL, sort int NOT NULL)`,
  `INSERT INTO periods (code, name, sort) VALUES ('X', '小学', 1), ('C', '初中', 2), ('G', '高中', 3)`,
  `CREATE TABLE grades (
     code text PRIMARY KEY,
     name text NOT NULL,
     period_code text NOT NULL REFERENCES periods(code),
     alias text NOT NULL,
     sort int NOT NULL)`,
  `INSERT INTO grades (code, name, period_code, alias, sort) VALUES
     ('A1','一年级','X','X1',1),('A2','二年级','X','X2',2),('A3','三年级','X','X3',3),
     ('A4','四年级','X','X4',4),('A5','五年级','X','X5',5),('A6','六年级','X','X6',6),
     ('A7','七年级','C','C1',7),('A8','八年级','C','C2',8),('A9','九年级','C','C3',9),
     ('G1','高一','G','G1',10),('G2','高二','G','G2',11),('G3','高三','G','G3',12)`,
  `CREATE TABLE subjects (
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     sort int NOT NULL,
     PRIMARY KEY (period_code, km))`,
  `INSERT INTO subjects (period_code, km, sort) VALUES
     ('X','语文',1),('X','数学',2),('X','英语',3),('X','科学',4),('X','道德与法治',5),
     ('C','语文',1),('C','数学',2),('C','英语',3),('C','物理',4),('C','化学',5),('C','生物',6),('C','道德与法治',7),('C','历史',8),('C','地理',9),
     ('G','语文',1),('G','数学',2),('G','英语',3),('G','物理',4),('G','化学',5),('G','生物',6),('G','政治',7),('G','历史',8),('G','地理',9)`,

  `CREATE TABLE schools (
     id serial PRIMARY KEY,
     ru_code text NOT NULL UNIQUE,
     school_guid uuid NOT NULL UNIQUE,
     name text NOT NULL,
     school_year int NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE school_periods (
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     period_code text NOT NULL REFERENCES periods(code),
     PRIMARY KEY (school_id, period_code))`,
  `CREATE TABLE school_services (
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     service_type smallint NOT NULL CHECK (service_type BETWEEN 1 AND 4),
     status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
     expires_at timestamptz,
     PRIMARY KEY (school_id, service_type))`,

  `CREATE TABLE users (
     id serial PRIMARY KEY,
     phone text NOT NULL UNIQUE,
     name text NOT NULL,
     password_hash text NOT NULL,
     last_school_id int REFERENCES schools(id) ON DELETE SET NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE memberships (
     id serial PRIMARY KEY,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     role text NOT NULL CHECK (role IN ('Teacher', 'Salesman', 'Collector')),
     paper_power boolean NOT NULL DEFAULT true,
     online_work boolean NOT NULL DEFAULT true,
     review_power boolean NOT NULL DEFAULT true,
     question_power boolean NOT NULL DEFAULT true,
     boutique_power boolean NOT NULL DEFAULT false,
     zwjyj_power boolean NOT NULL DEFAULT false,
     sjymxcy_power boolean NOT NULL DEFAULT false,
     teach_info_power boolean NOT NULL DEFAULT true,
     create_offline boolean NOT NULL DEFAULT true,
     create_online boolean NOT NULL DEFAULT true,
     is_skjs boolean NOT NULL DEFAULT false,
     is_disable boolean NOT NULL DEFAULT false,
     UNIQUE (user_id, school_id, role))`,
  `CREATE INDEX memberships_school_idx ON memberships (school_id)`,
  `CREATE TABLE user_selections (
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     PRIMARY KEY (user_id, school_id))`,
  `CREATE TABLE sessions (
     id text PRIMARY KEY,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     school_id int REFERENCES schools(id) ON DELETE CASCADE,
     role text,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL)`,
  `CREATE INDEX sessions_user_idx ON sessions (user_id)`,

  `CREATE TABLE classes (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     class_code text NOT NULL,
     name text NOT NULL,
     grade_code text NOT NULL REFERENCES grades(code),
     is_teach_class boolean NOT NULL DEFAULT false,
     number int NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (school_id, class_code),
     UNIQUE (school_id, grade_code, name))`,
  `CREATE TABLE students (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     class_guid uuid NOT NULL REFERENCES classes(guid),
     name text NOT NULL,
     phone text,
     buddies text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (school_id, buddies))`,
  `CREATE INDEX students_class_idx ON students (class_guid)`,
  `CREATE INDEX students_school_name_idx ON students (school_id, name)`,

  `CREATE TABLE teach_infos (
     guid uuid PRIMARY KEY,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     period_code text NOT NULL REFERENCES periods(code),
     km text NOT NULL,
     textbook_version text NOT NULL,
     grade_codes text[] NOT NULL DEFAULT '{}',
     is_select boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     UNIQUE (school_id, user_id, period_code, km))`,
  `CREATE TABLE teach_info_classes (
     teach_info_guid uuid NOT NULL REFERENCES teach_infos(guid) ON DELETE CASCADE,
     school_id int NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
     class_guid uuid NOT NULL REFERENCES classes(guid) ON DELETE CASCADE,
     PRIMARY KEY (teach_info_guid, class_guid))`,
  `CREATE INDEX teach_info_classes_class_idx ON teach_info_classes (class_guid)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['teach_info_classes', 'teach_infos', 'students', 'classes', 'sessions', 'user_selections',
    'memberships', 'users', 'school_services', 'school_periods', 'schools', 'subjects', 'grades', 'periods']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
