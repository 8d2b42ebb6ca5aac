import type { TPermission } from '@zuoyeben/shared';

/** A way to create homework on the 选择题库 screen (spec 01 §9 / 02 §9 source codes). */
export interface BankSource {
  source: number;
  title: string;
  description: string;
}

export const FILE_UPLOAD_SOURCE = 1;
/** Sources the question-bank screen (/jobManager/job-edit-tiku) shows as tabs: all but file upload and the subject network. */
export const QUESTION_BANK_SOURCES: readonly number[] = [100, 2, 3, 200, 300, 4, 5, 400];
/** The subject-network bank: an external site whose address the school configures (SUBJECT_NETWORK_URL). */
export const SUBJECT_NETWORK_SOURCE = 10;
export const SUBJECT_NETWORK_MISSING = '本校尚未配置学科网题库地址，请联系学校管理员';

/** The subject-network page with the query spec 02 §2 names: workType, km and period. */
export function subjectNetworkHref(base: string, q: { workType: number; km?: string; period?: string }): string {
  const url = new URL(base);
  url.searchParams.set('workType', String(q.workType));
  if (q.km) url.searchParams.set('km', q.km);
  if (q.period) url.searchParams.set('period', q.period);
  return url.toString();
}

const ALL_SOURCES: readonly (BankSource & { needs: 'none' | 'questionPower' | 'boutiquePower' | 'zwjyjPower' | 'teachGuidance' })[] = [
  { source: 1, title: '文件上传', description: '上传题目与答案（图片、PDF 或 Word），设置题型、答案和分值', needs: 'none' },
  { source: 100, title: '七天题库', description: '近七天的精选题目', needs: 'questionPower' },
  { source: 2, title: '校本试卷', description: '本校老师共享的试卷', needs: 'questionPower' },
  { source: 3, title: '校本教辅', description: '本校的教辅资料', needs: 'teachGuidance' },
  { source: 200, title: '校本题库', description: '本校积累的题目', needs: 'questionPower' },
  { source: 300, title: '我的题库', description: '我录入和保存的题目', needs: 'questionPower' },
  { source: 4, title: '我的试卷', description: '我组过的试卷', needs: 'questionPower' },
  { source: 5, title: '我的收藏', description: '我收藏的题目和试卷', needs: 'questionPower' },
  { source: 10, title: '学科网题库', description: '学科网精品题库', needs: 'boutiquePower' },
  { source: 400, title: '教育局题库', description: '本地教育局的题库', needs: 'zwjyjPower' },
];

/**
 * The sources this user may pick (spec 02 §2, §6): bank sources need questionPower, the subject network
 * boutiquePower (and is hidden for preparation homework), the bureau bank zwjyjPower, the school teaching aids
 * a teaching-guidance resource. File upload is always offered; its own permission check happens on click.
 */
export function visibleSources(
  permission: Pick<TPermission, 'questionPower' | 'boutiquePower' | 'zwjyjPower'>,
  options: { prepare: boolean; hasTeachGuidance: boolean },
): BankSource[] {
  return ALL_SOURCES.filter((s) => {
    switch (s.needs) {
      case 'none':
        return true;
      case 'teachGuidance':
        return options.hasTeachGuidance;
      case 'boutiquePower':
        return permission.boutiquePower && !options.prepare;
      default:
        return permission[s.needs];
    }
  }).map(({ source, title, description }) => ({ source, title, description }));
}
