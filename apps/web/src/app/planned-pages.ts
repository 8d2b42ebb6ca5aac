import { paths } from '@/config/paths';

const jm = paths.jobManager;
const uc = paths.usercenter;

/**
 * What each page that is not built yet will do, in a teacher's words (issue 9 item 24): the planned-page notice shows
 * it with a way back. One entry per route path of the route table without a screen (route-table.test.ts checks
 * that every planned page has one).
 */
export const PLANNED_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [jm.detailsWarehouse.path]: '在这里查看资源库中一份作业的题目和答案，并可以直接拿来布置给自己的班级。',
  [jm.jobAdjustment.path]: '在这里调整已布置作业的截止时间、班级和答案。',
  [jm.tikuRecommend.path]: '根据班级的薄弱知识点，在这里推荐合适的练习题，可以加入试题篮组成一份练习。',
  [jm.situationDetail.path]: '在这里查看某个知识点上学生做错的题目，可以按时间或得分率排序。',
  [jm.combinationPractice.path]: '在这里把几个知识点的题目组合成一份练习，布置给班级。',
  [jm.weakPractice.path]: '在这里针对每位学生的薄弱知识点生成练习，帮助学生查漏补缺。',
  [jm.revisedDetail.path]: '在这里查看学生订正错题的情况：谁已订正、谁还没有订正。',

  [paths.boardRevisedDetail.path]: '在这里查看各班学生订正错题的进度。',
  [paths.report.recommend.path]: '根据分析报告里的薄弱知识点，在这里推荐练习题。',

  [paths.aiCorrection.subjective.path]: '在这里批改学生的主观题作答：系统按参考答案先给出建议分，由老师确认或修改。',
  [paths.aiCorrection.subjectiveDetail.path]: '在这里查看一道主观题每位学生的作答和得分，可以修改分数。',
  [paths.microdj.path]: '在这里根据学生的作答情况，为不同层次的学生安排不同的练习。',

  [uc.answercard.path]: '在这里制作和下载答题卡，供学生在纸上作答后扫描。',
  [uc.preferenceSetting.path]: '在这里设置布置作业时的默认选项，例如默认班级、截止时间和是否公布答案。',
  [uc.machineReadable.path]: '在这里设置扫描答题卡的识别方式，例如填涂识别的灵敏度。',

  [paths.helpCenter.root.path]: '在这里查找常见问题的解答和使用说明。',
  [paths.helpCenter.question.path]: '在这里阅读一个常见问题的详细解答。',
  [paths.helpCenter.feedBack.path]: '在这里把使用中遇到的问题或建议告诉我们。',

  [paths.smartViewer.path]: '在这里按题目逐份阅卷，给每位学生的答案打分。',
  [paths.review.path]: '在这里批阅学生的作答，圈出错误并写下评语。',
  [paths.aiIndex.path]: '在这里获得备课和出题的帮助，例如按知识点查找例题。',
  [paths.answer.path]: '在这里查看作业的参考答案。',
  [paths.answerRead.path]: '在这里阅读每道题的答案解读，准备讲评。',

  [paths.zxxk.root.path]: '在这里从学科网题库中挑选题目，加入自己的试题篮。',
  [paths.zxxk.iframe.path]: '在这里从学科网题库中挑选题目，加入自己的试题篮。',
  [paths.zxxk.middleware.path]: '从学科网选好题目后，在这里把题目带回作业本。',
  [paths.phoneView.path]: '在手机上查看作业和成绩。',
};

/** The notice for a planned page whose path has no entry (a new route added without one). */
export const PLANNED_PAGE_FALLBACK = '这一页的功能正在建设中。';

export function plannedPageDescription(path: string): string {
  return PLANNED_PAGE_DESCRIPTIONS[path] ?? PLANNED_PAGE_FALLBACK;
}
