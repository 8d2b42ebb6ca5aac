import { Steps, theme } from 'antd';
import { useLocation } from 'react-router';

const TITLES = ['基本信息', '上传题目和答案', '完成'];

/** The exam wizard's progress bar (spec 01 §2): basic info, upload questions and answers, finish. */
export function ExamSteps() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const current = pathname.includes('exam-finish') ? 2 : pathname.includes('exam-upload') ? 1 : 0;
  return (
    <Steps
      size="small"
      current={current}
      status={current === 2 ? 'finish' : 'process'}
      items={TITLES.map((title) => ({ title }))}
      style={{ marginBottom: token.marginLG, maxWidth: 720, marginInline: 'auto' }}
    />
  );
}
