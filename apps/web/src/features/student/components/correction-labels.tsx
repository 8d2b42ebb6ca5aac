import { Tag } from 'antd';
import { CORRECTION_STATE_LABELS, CorrectionState, type CorrectionStateValue } from '@zuoyeben/shared';

const COLORS: Record<CorrectionStateValue, string> = {
  [CorrectionState.NotSubmitted]: 'orange',
  [CorrectionState.Corrected]: 'green',
  [CorrectionState.WrongAgain]: 'red',
  [CorrectionState.AwaitingMark]: 'blue',
};

/** 未订正 / 已订正 / 订正有误 / 待批阅. */
export function CorrectionStateTag({ state }: { state: number }) {
  const s = state as CorrectionStateValue;
  return <Tag color={COLORS[s] ?? 'default'}>{CORRECTION_STATE_LABELS[s] ?? '未订正'}</Tag>;
}

/** One corrected question's verdict: right, wrong again, or waiting for the teacher. */
export function VerdictTag({ answer, isCorrect }: { answer: string | null; isCorrect: boolean | null }) {
  if (answer === null) return <Tag color="orange">待订正</Tag>;
  if (isCorrect === true) return <Tag color="green">订正正确</Tag>;
  if (isCorrect === false) return <Tag color="red">订正有误</Tag>;
  return <Tag color="blue">待老师批阅</Tag>;
}
