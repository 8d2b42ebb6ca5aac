import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import type { TScoreDistribution } from '@zuoyeben/shared';
import type { EChartOption } from '@/components/charts/echart';

/** Class names come from teachers' input: the tooltip is HTML, so they are escaped. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whether anyone's score falls in any band: otherwise the tab shows 暂无数据 instead of flat lines. */
export function hasDistributionData(data: TScoreDistribution | undefined): data is TScoreDistribution {
  return !!data && data.XData.length > 0 && data.num.some((s) => s.data.some((n) => n > 0));
}

/** The tooltip of one band: each class's percentage and head count (人). */
export function distributionTooltip(data: TScoreDistribution, params: TooltipComponentFormatterCallbackParams): string {
  const items = Array.isArray(params) ? params : [params];
  const band = items[0]?.dataIndex ?? 0;
  const lines = items.map((item) => {
    const count = data.num[item.seriesIndex ?? 0]?.data[band] ?? 0;
    const marker = typeof item.marker === 'string' ? item.marker : '';
    return `${marker}${escapeHtml(item.seriesName ?? '')}：${item.value as number}%（${count}人）`;
  });
  return [`${escapeHtml(data.XData[band] ?? '')} 分`, ...lines].join('<br/>');
}

/** One line per class: x the score bands, y the class's percentage in each band. */
export function buildDistributionOption(data: TScoreDistribution): EChartOption {
  return {
    tooltip: { trigger: 'axis', formatter: (params) => distributionTooltip(data, params) },
    legend: { top: 0, type: 'plain', data: data.YData.map((s) => s.className) },
    grid: { left: 16, right: 32, top: 48, bottom: 16, containLabel: true },
    xAxis: { type: 'category', name: '分数段', boundaryGap: false, data: data.XData },
    yAxis: { type: 'value', name: '人数占比', min: 0, axisLabel: { formatter: '{value}%' } },
    series: data.YData.map((s) => ({ type: 'line', name: s.className, data: s.data, symbolSize: 6 })),
  };
}
