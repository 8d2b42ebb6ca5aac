import { Tag } from 'antd';
import { CORRECTION_STATE_LABELS, CorrectionState, type CorrectionStateValue } from '@zuoyeben/shared';

const COLORS: Record<CorrectionStateValue, string> = {
  [CorrectionState.NotSubmitted]: 'orange',
  [CorrectionState.Corrected]: 'green',
  [CorrectionState.WrongAgain]: 'red',
  [CorrectionState.AwaitingMark]: 'blue',
};

export function StateTag({ state }: { state: number }) {
  const s = state as CorrectionStateValue;
  return <Tag color={COLORS[s] ?? 'default'}>{CORRECTION_STATE_LABELS[s] ?? '未订正'}</Tag>;
}
