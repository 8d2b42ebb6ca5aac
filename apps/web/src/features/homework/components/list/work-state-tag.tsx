import { Tag } from 'antd';
import { WorkStateNames, type WorkStateValue } from '@zuoyeben/shared';

const COLORS: Record<WorkStateValue, string> = { 0: 'default', 1: 'processing', 2: 'success' };

/** 未开始 / 进行中 / 已结束. */
export function WorkStateTag({ state }: { state: number }) {
  const s = (state in COLORS ? state : 0) as WorkStateValue;
  return <Tag color={COLORS[s]}>{WorkStateNames[s]}</Tag>;
}
