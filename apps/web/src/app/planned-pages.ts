import { paths } from '@/config/paths';

const jm = paths.jobManager;
const uc = paths.usercenter;

/**
 * What each page that is not built yet will do, in a teacher's words (issue 9 item 24): the planned-page notice shows
 * it with a way back. One entry per route path of the route table without a screen (route-table.test.ts checks
 * that every planned page has one).
 */
export const PLANNED_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [jm.tikuRecommend.path]: '根据班级的薄弱知识点，在这里推荐合适的练习题，可以加入试题篮组成一份练习。',
  [jm.situationDetail.path]: '在这里查看某个知识点上学生做错的题目，可以按时间或得分率排序。',
  [jm.combinationPractice.path]: '在这里把几个知识点的题目组合成一份练习，布置给班级。',
  [jm.weakPractice.path]: '在这里针对每位学生的薄弱知识点生成练习，帮助学生查漏补缺。',

  [paths.reports.jobScanData.path]: '在这里查看扫描作业的识别结果，核对每位学生的答题卡。',
  [paths.report.recommend.path]: '根据分析报告里的薄弱知识点，在这里推荐练习题。',
  [jm.detailsWarehouse.path]: '在这里查看资源库中一份作业的题目和答案，并可以直接拿来布置给自己的班级。',
  [jm.jobAdjustment.path]: '在这里调整已布置作业的截止时间、班级和答案。',
  [jm.revisedDetail.path]: '在这里查看学生订正错题的情况：谁已订正、谁还没有订正。',

  [paths.reports.jobScanData.path]: '在这里查看扫描作业的识别结果，核对每位学生的答题卡。',
  [paths.boardRevisedDetail.path]: '在这里查看各班学生订正错题的进度。',

  [paths.microdj.path]: '在这里根据学生的作答情况，为不同层次的学生安排不同的练习。',
  [paths.scanDetail.path]: '在这里查看一份扫描答题卡的原图和识别出的答案，发现识别错误时可以更正。',

  [uc.scanStatus.path]: '在这里查看扫描仪上传答题卡的进度和结果。',


  [paths.smartViewer.path]: '在这里按题目逐份阅卷，给每位学生的答案打分。',
  [paths.review.path]: '在这里批阅学生的作答，圈出错误并写下评语。',
  [paths.answer.path]: '在这里查看作业的参考答案。',
  [paths.answerRead.path]: '在这里阅读每道题的答案解读，准备讲评。',
  [paths.aiIndex.path]: '在这里获得备课和出题的帮助，例如按知识点查找例题。',

  [paths.zxxk.root.path]: '在这里从学科网题库中挑选题目，加入自己的试题篮。',
  [paths.zxxk.iframe.path]: '在这里从学科网题库中挑选题目，加入自己的试题篮。',
  [paths.zxxk.middleware.path]: '从学科网选好题目后，在这里把题目带回作业本。',
};

/** The notice for a planned page whose path has no entry (a new route added without one). */
export const PLANNED_PAGE_FALLBACK = '这一页的功能正在建设中。';

export function plannedPageDescription(path: string): string {
  return PLANNED_PAGE_DESCRIPTIONS[path] ?? PLANNED_PAGE_FALLBACK;
}
