import { useEffect, useRef } from 'react';
import { init, use, type ComposeOption, type ECharts } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Registered once, when the first chart loads: only these parts of ECharts reach the bundle.
use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The options the registered parts understand; add a part above before using its options. */
export type EChartOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export interface EChartProps {
  option: EChartOption;
  loading?: boolean;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
}

/** A pure chart: draws `option`, follows its container's width, shows ECharts' own loading mask. */
export function EChart({ option, loading = false, height = 360, label }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  useEffect(() => {
    const instance = init(container.current!);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(container.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  // notMerge: a class removed from the legend must not linger from the previous option.
  useEffect(() => chart.current?.setOption(option, { notMerge: true }), [option]);
  useEffect(() => (loading ? chart.current?.showLoading() : chart.current?.hideLoading()), [loading]);
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
