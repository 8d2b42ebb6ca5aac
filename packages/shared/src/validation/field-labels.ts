/** Chinese names of request fields, so validation messages name the field as a teacher knows it. */
export const FIELD_LABELS: Record<string, string> = {
  userCode: '账号',
  password: '密码',
  role: '角色',
  ru: '学校编码',
  ruCode: '学校编码',
  schoolGuid: '学校标识',
  classGuid: '班级',
  classGuids: '班级',
  classCode: '班级编码',
  classCodes: '班级编码',
  className: '班级名称',
  gradeCode: '年级',
  gradeGuid: '年级',
  gradeCodes: '年级',
  isTeachClass: '班级类型',
  stuGuid: '学生',
  stuGuids: '学生',
  stuName: '学生姓名',
  stuPhone: '手机号',
  buddies: '学号',
  keyword: '关键字',
  pageIndex: '页码',
  pageSize: '每页条数',
  guid: '记录',
  studyName: '学段',
  studyname: '学段',
  period: '学段',
  subject: '科目',
  km: '科目',
  textbookVersion: '教材版本',
  file: '文件',
  scope: '范围',
  // Student accounts, submissions, marking and machine-read entry.
  account: '账号',
  oldPassword: '原密码',
  newPassword: '新密码',
  workGuid: '作业',
  requestId: '提交编号',
  durationSeconds: '作答时长',
  answers: '答案',
  answer: '答案',
  imageKeys: '答题图片',
  th: '题号',
  submissionGuid: '提交记录',
  score: '分数',
  after: '上一份答案',
  entries: '录入内容',
};

/** The label of the deepest named key of an issue path, or the key itself when it has none. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string') return FIELD_LABELS[key] ?? key;
  }
  return '请求';
}
