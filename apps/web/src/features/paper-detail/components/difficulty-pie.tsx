import { useMemo } from 'react';
import { EChart, type EChartOption } from '@/components/charts/echart';
import type { PaperAnalysis } from '@zuoyeben/shared';

/** Difficulty slices of a paper (pure: data in, no fetching); the label names the count and share of questions. */
export function DifficultyPie({ slices }: { slices: PaperAnalysis['difficulty'] }) {
  const option = useMemo<EChartOption>(() => ({
    tooltip: { trigger: 'item', formatter: '{b}：{c}题（{d}%）' },
    legend: { bottom: 0 },
    series: [{
      type: 'pie',
      radius: ['35%', '65%'],
      center: ['50%', '45%'],
      label: { formatter: '{b}\n{c}题 {d}%' },
      data: slices.map((s) => ({ name: s.name, value: s.count })),
    }],
  }), [slices]);
  return <EChart option={option} height={240} label={`难度分布：${slices.map((s) => `${s.name}${s.count}题`).join('，')}`} />;
}
