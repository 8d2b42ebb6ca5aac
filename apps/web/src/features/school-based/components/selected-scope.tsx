import { Fragment, type ReactNode } from 'react';
import { Card, Empty } from 'antd';
import type { TSubjectScope } from '@zuoyeben/shared';
import { useSelectedPeriodKm } from '@/features/auth';

/** A screen of the top-right 学段、科目: drawn afresh when it changes, and asked for when the school has none. */
export function WithSelectedScope({ render }: { render(scope: TSubjectScope): ReactNode }) {
  const selected = useSelectedPeriodKm();
  if (!selected) return <Card><Empty description="请先在右上角选择学段、科目" /></Card>;
  return <Fragment key={`${selected.period}-${selected.km}`}>{render(selected)}</Fragment>;
}
