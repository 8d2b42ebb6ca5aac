/** 作业调整 (spec 03 §2.1 job-adjustment): end time, classes and one student's deadline of a published homework. */
import { z } from 'zod';
import { zGuid } from '../validation/common.js';
import { HomeworkMessages } from '../enums/homework.js';
import { ZWorkDetailSchema, zWorkTime } from './homework.js';

const zRequiredTime = () => zWorkTime().pipe(z.date({ error: HomeworkMessages.timeInvalid }));

export const ZWorkAdjustQuerySchema = z.object({ workGuid: zGuid() });

export const ZWorkAdjustClassSchema = z.object({
  classGuid: z.string(),
  name: z.string(),
  studentCount: z.number().int(),
  submitCount: z.number().int(),
});
export const ZWorkAdjustStudentSchema = z.object({
  studentGuid: z.string(),
  name: z.string(),
  buddies: z.string(),
  classGuid: z.string(),
  className: z.string(),
  /** 0 not submitted, 1 submitted, 2 overdue, 3 missing answer sheet. */
  status: z.number().int(),
  /** ISO end of the student's own later deadline, or null. */
  extendedUntil: z.string().nullable(),
});
export const ZWorkAdjustInfoSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  km: z.string(),
  workType: z.number().int(),
  /** 0 not started, 1 started, 2 ended. */
  state: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  releaseType: z.number().int(),
  releaseTime: z.string().nullable(),
  classes: z.array(ZWorkAdjustClassSchema),
  /** Classes of the same grade the teacher may add. */
  availableClasses: z.array(z.object({ classGuid: z.string(), name: z.string() })),
  students: z.array(ZWorkAdjustStudentSchema),
});

export const ZWorkAdjustEndTimeRequestSchema = z.object({ workGuid: zGuid(), endTime: zRequiredTime() });
export const ZWorkAdjustClassesRequestSchema = z.object({
  workGuid: zGuid(),
  classGuids: z.array(zGuid()).max(200),
  /** Set after the teacher confirmed removing a class that has submissions. */
  confirmRemove: z.boolean().optional(),
});
export const ZWorkAdjustExtendRequestSchema = z.object({ workGuid: zGuid(), studentGuid: zGuid(), endTime: zRequiredTime() });
export const ZWorkAdjustCancelExtendRequestSchema = z.object({ workGuid: zGuid(), studentGuid: zGuid() });

export type TWorkAdjustInfo = z.infer<typeof ZWorkAdjustInfoSchema>;
export type TWorkAdjustClass = z.infer<typeof ZWorkAdjustClassSchema>;
export type TWorkAdjustStudent = z.infer<typeof ZWorkAdjustStudentSchema>;
export type TWorkAdjustEndTimeRequest = z.input<typeof ZWorkAdjustEndTimeRequestSchema>;
export type TWorkAdjustClassesRequest = z.input<typeof ZWorkAdjustClassesRequestSchema>;
export type TWorkAdjustExtendRequest = z.input<typeof ZWorkAdjustExtendRequestSchema>;

/**
 * 作业详情（资源库） (spec 03 §2.1 details-warehouse): a homework of the school read as a resource. canAssign: the
 * reader may copy it to their own classes through the publish flow (the works they can see: their own, their classes').
 */
export const ZWorkResourceQuerySchema = z.object({ workGuid: zGuid() });
export const WorkResourceMessages = {
  notShared: '该作业未开放给其他老师查看',
  cannotAssign: '这份作业由其他老师布置，不能直接复制；请联系布置的老师',
} as const;
export const ZWorkResourceSchema = ZWorkDetailSchema.extend({ canAssign: z.boolean() });
export type TWorkResource = z.infer<typeof ZWorkResourceSchema>;
