import ExcelJS from 'exceljs';
import {
  ALL_SUBJECTS,
  isSchoolAdmin,
  OFFLINE_WORK_COLUMNS,
  OfflineWorkLimits,
  OfflineWorkMessages,
  validateOfflineWorkRows,
  type OfflineWorkSheetRow,
  type TImportResult,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/upload.js';
import { headerCells, readUploadedSheet } from '../../lib/workbook.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { guardMember } from '../../lib/member-guard.js';
import { staffRepository } from '../staff/staff.repository.js';
import { chinaMidnight } from './school-reports.scope.js';
import { offlineWorksRepository } from './offline-works.repository.js';

const NOT_XLSX = '请上传 .xlsx 格式的 Excel 文件（可先下载模板）';
const rejected = (message: string, errors: TImportResult['errors'] = []) => badRequest(message, { imported: 0, errors } satisfies TImportResult);

const GUIDE = [
  '线下作业上传说明',
  `1. 第一行是表头，请勿修改：${OFFLINE_WORK_COLUMNS.join('、')}。`,
  '2. 每行是一个班级的一份线下（纸质）作业；上传后计入「作业统计」的作业数、提交与批改情况，作业明细中标为「线下」。',
  '3. 教师填写本校教师姓名；教师只能上传自己布置的作业，管理员可上传全校的。',
  '4. 班级填写完整名称，如「七年级1班」；科目如「数学」；布置日期如 2026-03-02。',
  `5. 应交、实交、已批改人数为 0–${OfflineWorkLimits.maxCount} 的整数，实交不多于应交，已批改不多于实交；平均分在 0 到满分之间。`,
  '6. 同一班级、科目、作业名称和布置日期再次上传时，以新数据替换原数据，不会重复计数。',
  `7. 每次最多 ${OfflineWorkLimits.maxRows} 行；任意一行有误时整个文件都不会导入，请按提示的行号修改后重新上传。`,
];

/** 线下作业 for 作业统计 (spec 03 §7.1 UploadWorkStatistics): the template and the all-or-nothing upload. */
export const offlineWorksService = {
  async template(db: Db, actor: Actor): Promise<{ fileName: string; body: Buffer }> {
    const [first] = await classesRepository.list(db, classScopeOf(actor));
    const me = (await staffRepository.membershipsOfSchool(db, actor.schoolId)).find((m) => m.userId === actor.userId);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('线下作业', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = OFFLINE_WORK_COLUMNS.map((header) => ({ header, key: header, width: header === '作业名称' ? 24 : 12 }));
    sheet.getColumn(5).numFmt = '@';
    sheet.getRow(1).font = { bold: true };
    sheet.addRow([me?.name ?? '王丽', first?.name ?? '七年级1班', '数学', '练习册第12页', '2026-03-02', 46, 44, 44, 8.5, 10]);
    const guide = workbook.addWorksheet('填写说明');
    guide.getColumn(1).width = 100;
    for (const line of GUIDE) guide.addRow([line]);
    guide.getRow(1).font = { bold: true };
    return { fileName: '线下作业上传模板.xlsx', body: Buffer.from(await workbook.xlsx.writeBuffer()) };
  },

  async upload(db: Db, actor: Actor, file: UploadedFile): Promise<TImportResult> {
    guardMember(actor, { service: true });
    if (!file.fileName.toLowerCase().endsWith('.xlsx')) throw rejected(NOT_XLSX);
    const sheet = await readUploadedSheet(file.body);
    if (!sheet) throw rejected(NOT_XLSX);
    const header = headerCells(sheet).map((c) => c.trim());
    if (OFFLINE_WORK_COLUMNS.some((column, i) => header[i] !== column)) throw rejected(OfflineWorkMessages.header, [{ row: 1, reason: OfflineWorkMessages.header }]);
    const rows: OfflineWorkSheetRow[] = sheet.rows.filter((r) => r.row > 1 && r.cells.some((c) => c.trim() !== ''));
    if (rows.length === 0) throw rejected(OfflineWorkMessages.empty);
    if (rows.length > OfflineWorkLimits.maxRows) throw rejected(OfflineWorkMessages.tooMany);

    const [members, classes] = await Promise.all([
      staffRepository.membershipsOfSchool(db, actor.schoolId),
      classesRepository.list(db, classScopeOf(actor)),
    ]);
    const teachers = [...new Map(members.map((m) => [m.userId, { id: m.userId, name: m.name }])).values()];
    const { works, errors } = validateOfflineWorkRows(rows, {
      teachers,
      classes: classes.map((c) => ({ guid: c.guid, name: c.name })),
      subjects: ALL_SUBJECTS,
      onlyTeacherId: isSchoolAdmin(actor.role) ? null : actor.userId,
    });
    if (errors.length > 0) throw rejected(OfflineWorkMessages.failed(errors.length), errors);
    await offlineWorksRepository.upsert(db, actor.schoolId, actor.userId, works.map((w) => ({
      teacherUserId: w.teacherId,
      classGuid: w.classGuid,
      km: w.km,
      name: w.name,
      startTime: chinaMidnight(w.day),
      expectedCount: w.expectedCount,
      submitCount: w.submitCount,
      markedCount: w.markedCount,
      avgScore: w.avgScore,
      fullScore: w.fullScore,
    })));
    return { imported: works.length, errors: [] };
  },
};
