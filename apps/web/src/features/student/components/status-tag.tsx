import { Tag } from 'antd';
import { SubmissionStatus, WorkState } from '@zuoyeben/shared';

/** 未提交 / 已提交 / 逾期提交 (spec 03 §9); an ended homework never submitted is 未提交 in red. */
export function StatusTag({ status, state }: { status: number; state: number }) {
  switch (status) {
    case SubmissionStatus.Submitted:
      return <Tag color="success">已提交</Tag>;
    case SubmissionStatus.Overdue:
      return <Tag color="warning">逾期提交</Tag>;
    case SubmissionStatus.MissingSheet:
      return <Tag color="warning">缺答题卡</Tag>;
    default:
      return <Tag color={state === WorkState.Ended ? 'error' : 'processing'}>未提交</Tag>;
  }
}
