import { Result } from 'antd';

export interface PlannedPageProps {
  /** Chinese title of the page. */
  title: string;
  /** The spec section that defines the page, e.g. '03 §2.2'. */
  spec: string;
}

/** Stands in for a screen a later version builds, so its route never renders blank. */
export function PlannedPage({ title, spec }: PlannedPageProps) {
  return <Result status="info" title={title} subTitle={plannedText(title, spec)} />;
}

/** e.g. "成绩单 — 规格 03 §2.2，将在后续版本中提供" */
export function plannedText(title: string, spec: string): string {
  return `${title} — 规格 ${spec}，将在后续版本中提供`;
}
