import { AccountLimits } from './limits.js';
import { CHOICE_LETTERS } from './question.js';

/** Limits of the question editor (/questionEditor, spec 02 §2, §5, §9). */
export const ItemEditorLimits = {
  /** Stem and explanation: rich text that may embed a picture as a data URI, like the seed's figures. */
  richTextMaxLength: 400_000,
  /** One option's text (it may hold a formula or a small picture). */
  optionMaxLength: 20_000,
  /** One blank's answer: an input field, so the spec's default input length. */
  blankAnswerMaxLength: AccountLimits.defaultMaxLength,
  /** The reference answer of a worked (解答题) question. */
  referenceAnswerMaxLength: 20_000,
  minOptions: 2,
  maxOptions: CHOICE_LETTERS.length,
  /** Knowledge points besides the primary one. */
  maxOtherKnowledge: 5,
  maxSubItems: 20,
  /** A picture inserted into a stem or option is embedded; larger files are refused before reading. */
  imageMaxBytes: 200 * 1024,
  imageTypes: ['image/png', 'image/jpeg', 'image/gif'] as readonly string[],
} as const;

/** Texts of the question editor and its server checks (Chinese, shown as they are). */
export const ItemEditorMessages = {
  typeRequired: '请选择题型',
  typeInvalid: '题型不正确',
  stemRequired: '请输入题干',
  optionsTooFew: `选择题至少需要${ItemEditorLimits.minOptions}个选项`,
  optionsTooMany: `选项最多${ItemEditorLimits.maxOptions}个（A–T）`,
  optionLetters: '选项字母应从A起依次排列',
  optionEmpty: (label: string) => `选项${label}的内容不能为空`,
  optionsRepeated: '选项内容不能重复',
  optionsNotAllowed: (typeName: string) => `${typeName}不应有选项`,
  singleAnswer: '请选择一个正确答案',
  multipleAnswer: '请至少选择一个正确答案',
  multipleAnswerOrder: '多选题的答案字母应不重复并按A–T顺序排列',
  answerNotInOptions: '答案应为选项中的字母',
  trueFalseAnswer: '请选择判断题的答案“对”或“错”',
  blankMarker: '填空题的题干需要空位标记 ____',
  blankAnswers: (blanks: number) => `题干有${blanks}个空，请为每个空填写答案`,
  blankAnswerTooLong: `每空答案不能超过${ItemEditorLimits.blankAnswerMaxLength}个字符`,
  referenceAnswer: '请输入参考答案',
  subItemsRequired: '题组至少需要一道小题',
  subItemsTooMany: `题组最多${ItemEditorLimits.maxSubItems}道小题`,
  subItemType: '小题题型只能是单选、多选、判断、填空或解答题',
  groupAnswerInSubItems: '题组的选项和答案应写在各小题中',
  subItemPrefix: (n: number) => `第${n}小题：`,
  difficulty: '请选择难度（1–5）',
  period: '请选择学段',
  km: '请选择本学段的科目',
  grade: '请选择本学段的年级',
  primaryKnowledge: '请选择主知识点',
  otherKnowledgeTooMany: `其他知识点最多${ItemEditorLimits.maxOtherKnowledge}个`,
  otherKnowledgeRepeated: '其他知识点不能与主知识点重复',
  tooLong: (label: string) => `${label}过长`,
  formulaError: (label: string, tex: string) => `${label}：公式无法显示 $${tex}$`,
  knowledgeNotFound: '知识点不存在或不属于本学段、科目',
  chapterNotFound: '章节不存在或不属于本学段、科目',
  itemNotFound: '试题不存在',
  sourceInvalid: '只能在校本题库或我的题库中新建试题',
  platformEditForbidden: '只有超级管理员可以修改平台试题',
  editForbidden: '只有出题人或学校管理员可以修改该试题',
  deleteForbidden: '只有出题人或学校管理员可以删除该试题',
  platformDeleteForbidden: '平台试题不能删除',
  versionConflict: '试题已被他人修改，请重新打开后再编辑',
  saved: '保存成功',
  deleted: '删除成功',
} as const;
