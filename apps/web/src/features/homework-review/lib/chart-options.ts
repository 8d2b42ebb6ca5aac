import type { TOptionBar, TScoreSlice } from '@zuoyeben/shared';
import type { EChartOption } from '@/components/charts/echart';

export interface ChartColours {
  right: string;
  wrong: string;
  blank: string;
  slices: readonly string[];
}

/** Bars of an objective question: the right options in the 'right' colour, 未作答 greyed; tooltip in 人. */
export function optionBarOption(bars: readonly TOptionBar[], colours: ChartColours): EChartOption {
  return {
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'item', formatter: '{b}：{c}人' },
    xAxis: { type: 'category', data: bars.map((b) => b.option) },
    yAxis: { type: 'value', minInterval: 1, name: '人数' },
    series: [
      {
        type: 'bar',
        barMaxWidth: 40,
        label: { show: true, position: 'top', formatter: '{c}人' },
        data: bars.map((b) => ({
          value: b.count,
          itemStyle: { color: b.isRight ? colours.right : b.option === '未作答' ? colours.blank : colours.wrong },
        })),
      },
    ],
  };
}

/** Slices of a subjective question's score ranges; empty ranges stay in the data so indexes match the ranges. */
export function scoreSliceOption(slices: readonly TScoreSlice[], colours: ChartColours): EChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}人（{d}%）' },
    series: [
      {
        type: 'pie',
        radius: ['35%', '70%'],
        label: { formatter: '{b}：{c}人' },
        data: slices.map((s, i) => ({ name: s.name, value: s.count, itemStyle: { color: colours.slices[i % colours.slices.length] } })),
      },
    ],
  };
}
