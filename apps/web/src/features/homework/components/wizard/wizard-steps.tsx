import { Steps, theme } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { WorkType } from '@zuoyeben/shared';

/**
 * The steps a teacher walks, in the order they walk them. Uploaded homework starts on 上传设置 (job-upload), then
 * 发布设置 (job-basic), then 完成 (job-finish); a teaching-aid homework has no files to upload and starts on 发布设置.
 * Spec 01 §2 names the screens of a 3-step progress bar; the bar follows the flow, so no step ticks before it is done.
 */
export function wizardStepsOf(pathname: string, workType: number): { titles: string[]; current: number } {
  const titles = workType === WorkType.TeachingAid ? ['发布设置', '完成'] : ['上传设置', '发布设置', '完成'];
  const screen = pathname.includes('job-finish') ? '完成' : pathname.includes('job-basic') ? '发布设置' : '上传设置';
  return { titles, current: Math.max(0, titles.indexOf(screen)) };
}

/** The progress bar of the upload, publish and finish screens; on 完成 every step is ticked. */
export function WizardSteps() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { token } = theme.useToken();
  const { titles, current } = wizardStepsOf(pathname, Number(params.get('workType')));
  const done = current === titles.length - 1;
  return (
    <Steps
      size="small"
      current={current}
      status={done ? 'finish' : 'process'}
      items={titles.map((title) => ({ title }))}
      style={{ marginBottom: token.marginLG, maxWidth: 720, marginInline: 'auto' }}
    />
  );
}
