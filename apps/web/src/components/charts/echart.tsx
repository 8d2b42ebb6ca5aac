import { useEffect, useRef } from 'react';
import { init, use, type ComposeOption, type ECharts } from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Registered once, when the first chart loads: only these parts of ECharts reach the bundle. SVG rather than canvas:
// charts stay sharp when a report is printed to PDF, and they draw in jsdom too (which has no canvas).
use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/** The options the registered parts understand; add a part above before using its options. */
export type EChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

export interface EChartProps {
  option: EChartOption;
  loading?: boolean;
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
  /** Makes bars and slices clickable: called with the index of the data item clicked. */
  onSelect?: (dataIndex: number) => void;
}

/** A pure chart: draws `option`, follows its container's width, shows ECharts' own loading mask. */
export function EChart({ option, loading = false, height = 360, label, onSelect }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  // The latest handler, read at click time: the chart is created once and must not be rebuilt for a new callback.
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const instance = init(container.current!, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => {
      if (typeof params.dataIndex === 'number') select.current?.(params.dataIndex);
    });
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
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height, cursor: onSelect ? 'pointer' : undefined }} />;
}
