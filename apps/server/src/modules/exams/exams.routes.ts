import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckExamResultSchema,
  ZExamBasicRequestSchema,
  ZExamBasicResultSchema,
  ZExamFormSchema,
  ZExamKmListSchema,
  ZExamKmQuerySchema,
  ZExamQuerySchema,
  ZExamWorkQuestionsSchema,
  ZSaveExamRequestSchema,
  ZSaveExamResultSchema,
  ZSaveExamProgressRequestSchema,
  ZSaveExamProgressResultSchema,
  ZTimeExpandRequestSchema,
  ZTimeExpandResultSchema,
  ZUpdateWorkInfoStatusRequestSchema,
  ZUpdateWorkInfoStatusResultSchema,
  ZExamListQuerySchema,
  ZExamListSchema,
  ZExamCommentListSchema,
  ZExamSubmitStatusSchema,
  ZWorkDetailQuerySchema,
  ZExamTeachersSchema,
  ZSubjectiveThsSchema,
  ZSaveThsToTeacherRequestSchema,
  ZThsTeacherTaskSchema,
  ZSaveDoubleMarkingRequestSchema,
  ZThTeachersQuerySchema,
  ZThsAddTeachersSchema,
  ZThsTeacherRequestSchema,
  ZBatchSaveThsToTeacherRequestSchema,
  ZUpdateTeacherRequestSchema,
  ZMergeThGroupsSchema,
  ZMergeThRequestSchema,
  ZUpdateMergeThRequestSchema,
  ZExportResultSchema,
  ZExamKmQuerySchema as ZRuQuerySchema,
  ZExamAnalysisQuerySchema,
  ZSubsectionScoreResponseSchema,
  ZSubsectionScoreQuerySchema,
  ZObjectiveQuestionsSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { requireStudent, studentOf } from '../student-auth/student-session.js';
import { examAnsweringService } from './exam-answering.service.js';
import { examWizardService } from './exam-wizard.service.js';
import { examListService } from './exam-list.service.js';
import { examReviewersService } from './exam-reviewers.service.js';
import { examAnalysisService, type ExamAnalysisQuery } from './exam-analysis.service.js';
import { defineExport } from '../tasks/index.js';
import { XLSX_MIME } from '../../lib/download.js';
import { examDoubleMarkingService } from './exam-double-marking.service.js';

const tags = ['考试'];
/** Student routes skip the teacher check and use the student guard. */
const studentOnly = { config: { auth: 'none' as const }, onRequest: requireStudent };

/** The exam wizard (spec 01 §2–§5, §7 exam calls): basic info, upload questions and answers, finish. */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  // 小题分 and 客观题选项 workbooks: a small one at once (data.url), a large one as a task of the task centre.
  const exportSubsection = defineExport<ExamAnalysisQuery>(app, {
    job: 'export.exam-subsection',
    plan: (actor, q) => examAnalysisService.exportPlan(app.db, actor, q, 'subsection'),
    make: async (actor, q) => ({ ...(await examAnalysisService.subsectionWorkbook(app.db, actor, q)), mime: XLSX_MIME }),
  });
  const exportObjective = defineExport<ExamAnalysisQuery>(app, {
    job: 'export.exam-objective',
    plan: (actor, q) => examAnalysisService.exportPlan(app.db, actor, q, 'objective'),
    make: async (actor, q) => ({ ...(await examAnalysisService.objectiveWorkbook(app.db, actor, q)), mime: XLSX_MIME }),
  });

  app.get('/api/ExamInfo/GetKm', {
    schema: { tags, summary: '可以设置考试的科目', querystring: ZExamKmQuerySchema, response: okSchema(ZExamKmListSchema) },
  }, async (request) => ok(await examWizardService.kmList(app.db, actorOf(request), request.query.ruCode)));

  app.post('/api/ExamInfo/CheckExam', {
    schema: { tags, summary: '检查考试基本信息（不保存）', body: ZExamBasicRequestSchema, response: okSchema(ZCheckExamResultSchema) },
  }, async (request) => ok(await examWizardService.check(app.db, actorOf(request), request.body)));

  app.post('/api/ExamInfo/SaveExamBasicInfo', {
    schema: { tags, summary: '保存考试基本信息（第一步）', body: ZExamBasicRequestSchema, response: okSchema(ZExamBasicResultSchema) },
  }, async (request) => ok(await examWizardService.saveBasic(app.db, actorOf(request), request.body)));

  app.get('/api/ExamInfo/GetExam', {
    schema: { tags, summary: '考试表单', querystring: ZExamQuerySchema, response: okSchema(ZExamFormSchema) },
  }, async (request) => ok(await examWizardService.get(app.db, actorOf(request), request.query.workInfoGuid, request.query.ruCode)));

  app.post('/api/ExamInfo/SaveExam', {
    schema: { tags, summary: '保存考试（第二步，发布）', body: ZSaveExamRequestSchema, response: okSchema(ZSaveExamResultSchema) },
  }, async (request) => ok(await examWizardService.save(app.db, actorOf(request), request.body)));

  app.get('/api/ExamInfo/GetWorkQuestion', {
    schema: { tags, summary: '考试题目、答案与分值', querystring: ZExamQuerySchema, response: okSchema(ZExamWorkQuestionsSchema) },
  }, async (request) => ok(await examWizardService.questions(app.db, actorOf(request), request.query.workInfoGuid, request.query.ruCode)));

  app.get('/api/ExamInfo/ExamList', {
    schema: { tags, summary: '考试列表', querystring: ZExamListQuerySchema, response: okSchema(ZExamListSchema) },
  }, async (request) => ok(await examListService.list(app.db, actorOf(request), request.query)));

  app.get('/api/ExamInfo/GetCommentList', {
    schema: { tags, summary: '考试详情阅卷：已批改、未批改与主观题', querystring: ZWorkDetailQuerySchema, response: okSchema(ZExamCommentListSchema) },
  }, async (request) => ok(await examListService.commentList(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.get('/api/ExamInfo/SubmitStatus', {
    schema: { tags, summary: '考试提交情况（按班级：已交、延时交、未交）', querystring: ZWorkDetailQuerySchema, response: okSchema(ZExamSubmitStatusSchema) },
  }, async (request) => ok(await examListService.submitStatus(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.get('/api/WorkInfo/SubmitStatus', {
    schema: { tags: ['作业'], summary: '作业或考试的提交情况（按班级：已交、迟交、未交）', querystring: ZWorkDetailQuerySchema, response: okSchema(ZExamSubmitStatusSchema) },
  }, async (request) => ok(await examListService.submitStatus(app.db, actorOf(request), request.query.workGuid, request.query.ruCode, 'any')));

  app.get('/api/ExamSet/GetTeachers', {
    schema: { tags, summary: '可分配阅卷的本校老师', querystring: ZRuQuerySchema, response: okSchema(ZExamTeachersSchema) },
  }, async (request) => ok(await examReviewersService.teachers(app.db, actorOf(request), request.query.ruCode)));

  app.get('/api/ExamSet/GetSubjectiveThs', {
    schema: { tags, summary: '主观题与阅卷老师', querystring: ZWorkDetailQuerySchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examReviewersService.subjectiveThs(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.post('/api/WorkInfo/SaveThsToTeacher', {
    schema: { tags, summary: '分配主观题的阅卷老师', body: ZSaveThsToTeacherRequestSchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examReviewersService.save(app.db, actorOf(request), request.body), '保存成功'));

  app.get('/api/ExamSet/GetThsAddTeachers', {
    schema: { tags, summary: '本题的阅卷老师及其进度', querystring: ZThTeachersQuerySchema, response: okSchema(ZThsAddTeachersSchema) },
  }, async (request) => ok(await examReviewersService.thTeachers(app.db, actorOf(request), request.query, true)));

  app.get('/api/ExamSet/GetThsNoAddTeachers', {
    schema: { tags, summary: '尚未批阅本题的本校老师', querystring: ZThTeachersQuerySchema, response: okSchema(ZThsAddTeachersSchema) },
  }, async (request) => ok(await examReviewersService.thTeachers(app.db, actorOf(request), request.query, false)));

  app.post('/api/ExamSet/ThsAddTeacher', {
    schema: { tags, summary: '为本题增加一位阅卷老师', body: ZThsTeacherRequestSchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examReviewersService.addOrRemove(app.db, actorOf(request), request.body, true), '添加成功'));

  app.post('/api/ExamSet/ThsRemoveTeacher', {
    schema: { tags, summary: '移除本题的一位阅卷老师', body: ZThsTeacherRequestSchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examReviewersService.addOrRemove(app.db, actorOf(request), request.body, false), '移除成功'));

  app.post('/api/ExamSet/BatchSaveThsToTeacher', {
    schema: { tags, summary: '批量分配主观题的阅卷老师', body: ZBatchSaveThsToTeacherRequestSchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examReviewersService.batchSave(app.db, actorOf(request), request.body), '保存成功'));

  app.post('/api/WorkInfo/UpdateTeacher', {
    schema: { tags, summary: '更换阅卷老师（其全部题目交给另一位老师）', body: ZUpdateTeacherRequestSchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examReviewersService.updateTeacher(app.db, actorOf(request), request.body), '更换成功'));

  app.get('/api/MergeTh/ShowMergeTh', {
    schema: { tags, summary: '合并阅卷的题组', querystring: ZWorkDetailQuerySchema, response: okSchema(ZMergeThGroupsSchema) },
  }, async (request) => ok(await examReviewersService.mergedGroups(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.post('/api/ExamSet/MergeTh', {
    schema: { tags, summary: '合并主观题（作为一个阅卷任务）', body: ZMergeThRequestSchema, response: okSchema(ZMergeThGroupsSchema) },
  }, async (request) => ok(await examReviewersService.saveMerged(app.db, actorOf(request), { ...request.body, groups: [{ ths: request.body.ths }] }, true), '合并成功'));

  app.post('/api/MergeTh/UpdateMergeTh', {
    schema: { tags, summary: '更新全部合并题组（空表示取消合并）', body: ZUpdateMergeThRequestSchema, response: okSchema(ZMergeThGroupsSchema) },
  }, async (request) => ok(await examReviewersService.saveMerged(app.db, actorOf(request), request.body, false), '保存成功'));

  app.post('/api/ExamSet/SaveDoubleMarking', {
    schema: { tags, summary: '设置主观题双评（误差与仲裁老师）', body: ZSaveDoubleMarkingRequestSchema, response: okSchema(ZSubjectiveThsSchema) },
  }, async (request) => ok(await examDoubleMarkingService.saveSetting(app.db, actorOf(request), request.body), '保存成功'));

  app.get('/api/ExamSet/GetThsTeacherTask', {
    schema: { tags, summary: '我的阅卷任务', querystring: ZWorkDetailQuerySchema, response: okSchema(ZThsTeacherTaskSchema) },
  }, async (request) => ok(await examReviewersService.myTasks(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.get('/api/mpaper/SubsectionScore', {
    schema: { tags, summary: '考试分析：小题分（一页学生，按总分从高到低）', querystring: ZSubsectionScoreQuerySchema, response: okSchema(ZSubsectionScoreResponseSchema) },
  }, async (request) => ok(await examAnalysisService.subsectionScore(app.db, actorOf(request), request.query)));

  app.get('/api/Mpaper/ObjectiveQuestions', {
    schema: { tags, summary: '考试分析：客观题选项', querystring: ZExamAnalysisQuerySchema, response: okSchema(ZObjectiveQuestionsSchema) },
  }, async (request) => ok(await examAnalysisService.objectiveQuestions(app.db, actorOf(request), request.query)));

  app.get('/api/mpaper/ExportSubsectionScore', {
    schema: { tags, summary: '导出小题分（data.url；人数多时转为后台任务）', querystring: ZExamAnalysisQuerySchema, response: okSchema(ZExportResultSchema) },
  }, async (request) => exportSubsection(actorOf(request), request.query));

  app.get('/api/Mpaper/ExportObjectiveQuestions', {
    schema: { tags, summary: '导出客观题选项（data.url）', querystring: ZExamAnalysisQuerySchema, response: okSchema(ZExportResultSchema) },
  }, async (request) => exportObjective(actorOf(request), request.query));

  app.post('/api/ExamInfo/TimeExpand', {
    schema: { tags, summary: '延长考试时间（一个班级或全部班级）', body: ZTimeExpandRequestSchema, response: okSchema(ZTimeExpandResultSchema) },
  }, async (request) => ok(await examAnsweringService.timeExpand(app.db, actorOf(request), request.body), '延长成功'));

  app.post('/api/WorkInfo/UpdateWorkInfoStatus', {
    schema: { tags, summary: '提前收卷（status 2：所有班级的考试立即结束）', body: ZUpdateWorkInfoStatusRequestSchema, response: okSchema(ZUpdateWorkInfoStatusResultSchema) },
  }, async (request) => ok(await examAnsweringService.endNow(app.db, actorOf(request), request.body), '收卷成功'));

  app.post('/api/Student/SaveExamProgress', {
    ...studentOnly,
    schema: { tags: ['学生作业'], summary: '考试中保存作答进度', body: ZSaveExamProgressRequestSchema, response: okSchema(ZSaveExamProgressResultSchema) },
  }, async (request) => ok(await examAnsweringService.saveProgress(app.db, studentOf(request), request.body)));

  // At the bell, the answers a phone could not submit itself are submitted from what it saved (every minute).
  app.jobs.define({ name: 'exams.finalize', retryLimit: 1, run: async () => ({ submitted: await examAnsweringService.finalizeDue(app.db) }) });
  app.jobs.schedule('exams.finalize', '* * * * *');
};
