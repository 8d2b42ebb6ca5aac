import { randomUUID } from 'node:crypto';
import { sanitizeName, type TImportResult } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/upload.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { classesService } from '../classes/classes.service.js';
import { checkSheetShape, importFailureMessage, validateStudentRows, HEADER_MESSAGE } from './student-import.rules.js';
import { isZipFile, readStudentWorkbook, writeStudentTemplate, writeStudentWorkbook } from './student-workbook.js';
import { studentsRepository } from './students.repository.js';
import { auditService } from '../audit/audit.service.js';

const NOT_XLSX = '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）';

export interface DownloadFile {
  fileName: string;
  body: Buffer;
}

const rejected = (message: string, errors: TImportResult['errors'] = []) =>
  badRequest(message, { imported: 0, errors } satisfies TImportResult);

/** Student workbooks: the import template, the all-or-nothing import, and the export in the same layout. */
export const studentTransferService = {
  async template(db: Db, actor: Actor): Promise<DownloadFile> {
    const [first] = await classesRepository.list(db, classScopeOf(actor));
    return { fileName: '学生导入模板.xlsx', body: await writeStudentTemplate(first?.name ?? '七年级1班') };
  },

  /**
   * Validates every row before writing anything; any bad row rejects the whole file with every problem listed
   * by Excel row number. A clean file goes in as one transaction.
   */
  async importWorkbook(db: Db, actor: Actor, file: UploadedFile): Promise<TImportResult> {
    if (!file.fileName.toLowerCase().endsWith('.xlsx') || !isZipFile(file.body)) throw rejected(NOT_XLSX);
    const sheet = await readStudentWorkbook(file.body);
    if (!sheet) throw rejected(NOT_XLSX);
    const shape = checkSheetShape(sheet.header, sheet.rows.length);
    if (shape) throw rejected(shape, shape === HEADER_MESSAGE ? [{ row: 1, reason: shape }] : []);

    const [schoolClasses, writable, taken] = await Promise.all([
      classesRepository.list(db, schoolScope(actor.schoolId)),
      classesRepository.list(db, classScopeOf(actor)),
      studentsRepository.findByBuddies(db, actor.schoolId, [...new Set(sheet.rows.map((r) => r.buddies.trim()).filter(Boolean))]),
    ]);
    const writableGuids = new Set(writable.map((c) => c.guid));
    const { students, errors } = validateStudentRows(sheet.rows, {
      classes: schoolClasses.map((c) => ({ guid: c.guid, name: c.name, isWritable: writableGuids.has(c.guid) })),
      takenBuddies: new Set(taken.map((s) => s.buddies)),
    });
    if (errors.length > 0) throw rejected(importFailureMessage(errors), errors);

    const rows = students.map((s) => ({
      guid: randomUUID(),
      schoolId: actor.schoolId,
      classGuid: s.classGuid,
      name: s.stuName,
      phone: s.stuPhone,
      buddies: s.buddies,
    }));
    try {
      await db.transaction().execute(async (tx) => {
        await studentsRepository.insert(tx, rows);
        const classNames = [...new Set(students.map((s) => s.classGuid))].map((g) => schoolClasses.find((c) => c.guid === g)?.name ?? '');
        await auditService.record(tx, actor, { action: 'student.import', target: file.fileName, detail: `${rows.length} 名学生，班级：${classNames.join('、')}` });
      });
    } catch (error) {
      // Someone saved one of these student numbers after validation: still nothing was written.
      if (isUniqueViolation(error)) throw rejected('导入失败：部分学号刚被占用，未导入任何学生，请重新上传');
      throw error;
    }
    return { imported: rows.length, errors: [] };
  },

  /** The visible students (of one class when given) in the import layout. */
  /** How many students the export would have, and its name (ExportStudent decides: at once, or as a task). */
  async exportPlan(db: Db, actor: Actor, classGuid?: string): Promise<{ rows: number; name: string }> {
    const scope = classScopeOf(actor);
    const cls = classGuid ? await classesService.requireVisibleClass(db, scope, classGuid) : undefined;
    const rows = await studentsRepository.list(db, scope, { classGuid });
    return { rows: rows.length, name: cls ? `学生名单-${sanitizeName(cls.name)}` : '学生名单' };
  },

  async exportWorkbook(db: Db, actor: Actor, classGuid?: string): Promise<DownloadFile> {
    const scope = classScopeOf(actor);
    const cls = classGuid ? await classesService.requireVisibleClass(db, scope, classGuid) : undefined;
    const rows = await studentsRepository.list(db, scope, { classGuid });
    const body = await writeStudentWorkbook(rows.map((r) => ({ stuName: r.name, buddies: r.buddies, className: r.className, stuPhone: r.phone })));
    const suffix = cls ? `-${sanitizeName(cls.name)}` : '';
    return { fileName: `学生名单${suffix}.xlsx`, body };
  },
};
