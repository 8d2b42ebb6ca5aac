import { z } from 'zod';
import { zGuid } from '../validation/common.js';

/** Fixed leading columns of the machine-read workbook; one column per objective question number follows. */
export const MACHINE_READ_COLUMNS = ['姓名', '学号'] as const;
/** Students one save may carry (a grade of several classes). */
export const MACHINE_READ_MAX_ENTRIES = 2000;

/** GET /api/MachineRead/Sheet: one class of a machine-read homework (the first when classGuid is left out). */
export const ZMachineReadSheetRequestSchema = z.object({ workGuid: zGuid(), classGuid: zGuid().optional() });
export const ZMachineReadQuestionSchema = z.object({
  th: z.number().int(),
  /** 1 single choice, 2 multiple choice. */
  type: z.number().int(),
  optionCount: z.number().int(),
  score: z.number(),
});
export type TMachineReadQuestion = z.infer<typeof ZMachineReadQuestionSchema>;
export const ZMachineReadStudentSchema = z.object({
  stuGuid: z.string(),
  stuName: z.string(),
  buddies: z.string(),
  /** Submission status of spec 03 §9 (0 when nothing was entered yet). */
  status: z.number().int(),
  objectiveScore: z.number().nullable(),
  /** Entered letters by question number. */
  answers: z.record(z.string(), z.string()),
});
export type TMachineReadStudent = z.infer<typeof ZMachineReadStudentSchema>;
export const ZMachineReadSheetSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  classGuid: z.string(),
  classes: z.array(z.object({ classGuid: z.string(), className: z.string() })),
  questions: z.array(ZMachineReadQuestionSchema),
  students: z.array(ZMachineReadStudentSchema),
});
export type TMachineReadSheet = z.infer<typeof ZMachineReadSheetSchema>;

/** POST /api/MachineRead/Save: answers by question number ('' clears one); questions left out keep their answer. */
export const ZMachineReadEntrySchema = z.object({
  stuGuid: zGuid(),
  answers: z.record(z.string().regex(/^\d{1,3}$/), z.string().max(20)),
});
export type TMachineReadEntry = z.infer<typeof ZMachineReadEntrySchema>;
export const ZMachineReadSaveRequestSchema = z.object({
  workGuid: zGuid(),
  entries: z.array(ZMachineReadEntrySchema).min(1).max(MACHINE_READ_MAX_ENTRIES),
});
export type TMachineReadSaveRequest = z.infer<typeof ZMachineReadSaveRequestSchema>;
export const ZMachineReadSaveResultSchema = z.object({ saved: z.number().int() });

/** GET /api/MachineRead/Template: the class's workbook with the answers entered so far. */
export const ZMachineReadTemplateRequestSchema = z.object({ workGuid: zGuid(), classGuid: zGuid() });
/** POST /api/MachineRead/Import?workGuid=…: multipart field file; the answer is ZImportResultSchema. */
export const ZMachineReadImportQuerySchema = z.object({ workGuid: zGuid() });
