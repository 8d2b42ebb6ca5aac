import dayjs from 'dayjs';
import type { TStudentWorkDetail } from '@zuoyeben/shared';

/** What the 答案 pages say before the answers are published to the student (the homework's answer-release setting). */
export function answerReleaseNotice(work: Pick<TStudentWorkDetail, 'answerRelease' | 'endTime' | 'submission'>): string {
  const release = work.answerRelease;
  if (release?.releaseType === 1 && release.releaseTime) return `答案将于${dayjs(release.releaseTime).format('YYYY-MM-DD HH:mm')}公布，请到时再来查看。`;
  if (!work.submission) return `答案将在作业截止（${dayjs(work.endTime).format('MM-DD HH:mm')}）并批改完成后公布，提交作业后才能查看。`;
  return `答案将在作业截止（${dayjs(work.endTime).format('MM-DD HH:mm')}）并且老师批改完成后公布，请耐心等待。`;
}
