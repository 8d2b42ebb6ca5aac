import { use, type ComposeOption } from 'echarts/core';
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import { EChart, type EChartOption } from '@/components/charts/echart';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';

// The shared chart registers lines and pies; the reports also draw bars. Registering is global and additive, so the
// bar part joins the bundle only with these pages.
use([BarChart]);

export type ReportChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

/** The shared SVG chart with bars allowed in its option. */
export function ReportChart({ option, label, height, loading }: { option: ReportChartOption; label: string; height?: number; loading?: boolean }) {
  // EChart's option type lists the parts it registers itself; bars are registered above, so the option is safe to draw.
  return <EChart option={option as unknown as EChartOption} label={label} height={height} loading={loading} />;
}

/** Bars of percentages per category, one series per group (class), 0–100 on the value axis. */
export function percentBarsOption(categories: string[], series: { name: string; data: (number | null)[] }[]): ReportChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '--' : `${String(v)}%`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: categories },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: series.map((s) => ({ type: 'bar', name: s.name, data: s.data, barMaxWidth: 28 })),
  };
}
