/**
 * 线下作业 in 作业统计 (spec 03 §7.1 UploadWorkStatistics). Homework given on paper outside the platform still counts
 * towards a class's homework load, which a school must watch (双减); a teacher or administrator uploads it as a
 * workbook, one row per homework and class, and 作业统计 counts it beside the online homework. Pure rules: the
 * columns, and the check of every row before anything is written.
 */

/** Column headers of the upload template, in order. */
export const OFFLINE_WORK_COLUMNS = ['教师', '班级', '科目', '作业名称', '布置日期', '应交人数', '实交人数', '已批改人数', '平均分', '满分'] as const;

export const OfflineWorkLimits = {
  maxRows: 2000,
  name: 50,
  maxCount: 500,
  maxFullScore: 1000,
} as const;

export interface OfflineWorkSheetRow {
  /** The Excel row number, for messages. */
  row: number;
  cells: readonly string[];
}

/** What the rows are checked against: the school's teachers and classes the uploader may report on, and subjects. */
export interface OfflineWorkContext {
  /** Teachers of the school by name; a name held by two teachers is ambiguous. */
  teachers: readonly { id: number; name: string }[];
  /** Classes the uploader may report on (a teacher: the classes they teach; an administrator: the school's). */
  classes: readonly { guid: string; name: string }[];
  subjects: readonly string[];
  /** A teacher may only upload their own homework: their id; an administrator: null. */
  onlyTeacherId: number | null;
}

export interface OfflineWork {
  teacherId: number;
  classGuid: string;
  km: string;
  name: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  expectedCount: number;
  submitCount: number;
  markedCount: number;
  avgScore: number;
  fullScore: number;
}

export const OfflineWorkMessages = {
  header: `表头不正确，请使用下载的模板（${OFFLINE_WORK_COLUMNS.join('、')}）`,
  empty: '文件中没有数据行',
  tooMany: `每次最多上传${OfflineWorkLimits.maxRows}行`,
  failed: (count: number) => `上传失败：共有${count}行有误，未导入任何数据，请按提示修改后重新上传`,
  teacherMissing: '教师不存在（请填写本校教师的姓名）',
  teacherAmbiguous: '本校有多位同名教师，请联系管理员',
  notOwnWork: '只能上传自己布置的作业',
  classMissing: '班级不存在或您不是该班的任课教师（请填写完整班级名称，如「七年级1班」）',
  subjectMissing: '科目不正确',
  nameMissing: `作业名称必填，不超过${OfflineWorkLimits.name}个字`,
  dayInvalid: '布置日期格式不正确，应为 2026-03-02 这样的日期',
  countInvalid: (column: string) => `${column}应为 0–${OfflineWorkLimits.maxCount} 的整数`,
  submitOverExpected: '实交人数不能多于应交人数',
  markedOverSubmit: '已批改人数不能多于实交人数',
  fullScoreInvalid: `满分应为大于 0、不超过 ${OfflineWorkLimits.maxFullScore} 的数`,
  avgInvalid: '平均分应为 0 到满分之间的数（没有提交时填 0）',
  duplicate: (row: number) => `与第${row}行是同一份作业（班级、科目、作业名称、布置日期相同）`,
} as const;

const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** A workbook date cell comes as '2026-03-02', '2026/3/2' or an ISO timestamp; anything else stays as it is. */
export function normalizeDay(text: string): string {
  const t = text.trim();
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[T ].*)?$/.exec(t);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : t;
}

const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);
const decimal = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * Checks every row and returns the works or every problem by Excel row number (a row stops at its first problem).
 * The whole file is refused when any row is wrong, so a half-imported file never counts twice after a fix.
 */
export function validateOfflineWorkRows(rows: readonly OfflineWorkSheetRow[], ctx: OfflineWorkContext): {
  works: OfflineWork[];
  errors: { row: number; reason: string }[];
} {
  const teachersByName = new Map<string, number[]>();
  for (const t of ctx.teachers) teachersByName.set(t.name, [...(teachersByName.get(t.name) ?? []), t.id]);
  const classesByName = new Map(ctx.classes.map((c) => [c.name, c.guid]));
  const subjects = new Set(ctx.subjects);
  const seen = new Map<string, number>();
  const works: OfflineWork[] = [];
  const errors: { row: number; reason: string }[] = [];

  for (const { row, cells } of rows) {
    const [teacher, className, km, name, dayText, expected, submitted, marked, avg, full] = OFFLINE_WORK_COLUMNS.map((_, i) => (cells[i] ?? '').trim()) as string[] as [
      string, string, string, string, string, string, string, string, string, string,
    ];
    const fail = (reason: string) => errors.push({ row, reason });
    const teacherIds = teachersByName.get(teacher) ?? [];
    if (teacherIds.length === 0) { fail(OfflineWorkMessages.teacherMissing); continue; }
    if (teacherIds.length > 1) { fail(OfflineWorkMessages.teacherAmbiguous); continue; }
    const teacherId = teacherIds[0]!;
    if (ctx.onlyTeacherId !== null && teacherId !== ctx.onlyTeacherId) { fail(OfflineWorkMessages.notOwnWork); continue; }
    const classGuid = classesByName.get(className);
    if (!classGuid) { fail(OfflineWorkMessages.classMissing); continue; }
    if (!subjects.has(km)) { fail(OfflineWorkMessages.subjectMissing); continue; }
    if (!name || [...name].length > OfflineWorkLimits.name) { fail(OfflineWorkMessages.nameMissing); continue; }
    const day = normalizeDay(dayText);
    if (!isDay(day)) { fail(OfflineWorkMessages.dayInvalid); continue; }
    const counts = [['应交人数', count(expected)], ['实交人数', count(submitted)], ['已批改人数', count(marked)]] as const;
    const badCount = counts.find(([, n]) => !Number.isInteger(n) || n > OfflineWorkLimits.maxCount);
    if (badCount) { fail(OfflineWorkMessages.countInvalid(badCount[0])); continue; }
    const [expectedCount, submitCount, markedCount] = counts.map(([, n]) => n) as [number, number, number];
    if (submitCount > expectedCount) { fail(OfflineWorkMessages.submitOverExpected); continue; }
    if (markedCount > submitCount) { fail(OfflineWorkMessages.markedOverSubmit); continue; }
    const fullScore = decimal(full);
    if (!(fullScore > 0 && fullScore <= OfflineWorkLimits.maxFullScore)) { fail(OfflineWorkMessages.fullScoreInvalid); continue; }
    const avgScore = decimal(avg);
    if (!(avgScore >= 0 && avgScore <= fullScore)) { fail(OfflineWorkMessages.avgInvalid); continue; }
    const key = [classGuid, km, name, day].join('\u0000');
    const first = seen.get(key);
    if (first !== undefined) { fail(OfflineWorkMessages.duplicate(first)); continue; }
    seen.set(key, row);
    works.push({ teacherId, classGuid, km, name, day, expectedCount, submitCount, markedCount, avgScore, fullScore });
  }
  return { works, errors };
}
