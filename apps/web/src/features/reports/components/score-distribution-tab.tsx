import { lazy, Suspense, useMemo, useState } from 'react';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { bandEdgeNote, ScoreDistributionDefaults, type DistributionRange } from '@zuoyeben/shared';
import { useMaxMinScore } from '../api/get-max-min-score';
import { useScoreDistribution } from '../api/get-score-distribution';
import { useScoreSummary } from '../api/get-score-summary';
import type { WorkClassParams } from '../api/keys';
import { DistributionForm } from './distribution-form';

// ECharts is most of this page's code: it loads with this tab, not with the score report.
const DistributionChart = lazy(() => import('./distribution-chart').then((m) => ({ default: m.DistributionChart })));

/**
 * 成绩分布 (jobrelease): the form starts from the server's max and min with an interval of 5, and the chart follows
 * the last confirmed range. The page remounts this tab when the class changes.
 */
export function ScoreDistributionTab(params: WorkClassParams) {
  const defaults = useMaxMinScore(params);
  const [chosen, setChosen] = useState<DistributionRange | null>(null);
  const range = chosen ?? (defaults.data ? { ...defaults.data, stepSize: ScoreDistributionDefaults.stepSize } : null);
  const distribution = useScoreDistribution(params, range);
  // The summary above the tabs already knows which classes have no submission (same query, from the cache).
  const summary = useScoreSummary(params);
  const empty = useMemo(() => (summary.data?.list ?? []).filter((c) => c.submitCount === 0), [summary.data]);
  const withoutSubmissions = useMemo(() => new Set(empty.map((c) => c.classCode)), [empty]);

  // 确定 with an unchanged range still asks the server again: the teacher expects fresh figures.
  const submit = (next: DistributionRange) => {
    const same = range && next.maxScore === range.maxScore && next.minScore === range.minScore && next.stepSize === range.stepSize;
    if (same) void distribution.refetch();
    else setChosen(next);
  };

  if (!defaults.data) return defaults.isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : <Empty description="暂无数据" />;
  return (
    <Flex vertical gap="large">
      <DistributionForm defaults={defaults.data} loading={distribution.isFetching} onSubmit={submit} />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <DistributionChart data={distribution.data} loading={distribution.isFetching} withoutSubmissions={withoutSubmissions} />
      </Suspense>
      <Typography.Text type="secondary">
        {range && bandEdgeNote(range)}
        {empty.length > 0 && `${empty.map((c) => c.className).join('、')}无人提交，未画出。`}
      </Typography.Text>
    </Flex>
  );
}
