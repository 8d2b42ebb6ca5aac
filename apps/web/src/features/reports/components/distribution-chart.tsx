import { useMemo } from 'react';
import { Empty, Spin } from 'antd';
import type { TScoreDistribution } from '@zuoyeben/shared';
import { EChart } from '@/components/charts/echart';
import { buildDistributionOption, hasDistributionData } from '../lib/distribution-option';

interface DistributionChartProps {
  data: TScoreDistribution | undefined;
  loading: boolean;
  /** Codes of classes where nobody submitted: not drawn. */
  withoutSubmissions?: ReadonlySet<string>;
}

/** One line per class with submissions of its percentage per band, or 暂无数据 when no score falls in any band. */
export function DistributionChart({ data, loading, withoutSubmissions }: DistributionChartProps) {
  const option = useMemo(
    () => (hasDistributionData(data) ? buildDistributionOption(data, withoutSubmissions) : null),
    [data, withoutSubmissions],
  );
  if (!option) {
    return (
      <Spin spinning={loading}>
        <Empty description="暂无数据" style={{ paddingBlock: 48 }} />
      </Spin>
    );
  }
  return <EChart option={option} loading={loading} label="成绩分布折线图" />;
}
