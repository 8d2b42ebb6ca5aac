import { Steps, theme } from 'antd';
import { useLocation } from 'react-router';

/** Step of the homework wizard by path (spec 01 §2): job-basic 0, job-upload 1, job-finish 2. */
export function wizardStepOf(pathname: string): number {
  if (pathname.includes('job-finish')) return 2;
  if (pathname.includes('job-upload')) return 1;
  return 0;
}

/** The 3-step progress bar shared by the upload, publish and finish screens; titles and order as spec 01 §2 names them. */
export function WizardSteps() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  return (
    <Steps
      size="small"
      current={wizardStepOf(pathname)}
      items={[{ title: '基本信息' }, { title: '上传设置' }, { title: '完成' }]}
      style={{ marginBottom: token.marginLG, maxWidth: 720, marginInline: 'auto' }}
    />
  );
}
