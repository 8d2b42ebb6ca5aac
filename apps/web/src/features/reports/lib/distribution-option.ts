import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import { bandIntervals, type TScoreDistribution } from '@zuoyeben/shared';
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
    // The series' id is the class's index in the data (a class without submissions is not drawn).
    const index = item.seriesId !== undefined && item.seriesId !== null ? Number(item.seriesId) : (item.seriesIndex ?? 0);
    const count = data.num[index]?.data[band] ?? 0;
    const marker = typeof item.marker === 'string' ? item.marker : '';
    return `${marker}${escapeHtml(item.seriesName ?? '')}：${item.value as number}%（${count}人）`;
  });
  return [`${bandIntervals(data)[band] ?? ''} 分`, ...lines].join('<br/>');
}

/**
 * One line per class that has submissions: x the score bands as intervals ([60,70) holds 60), y the class's
 * percentage in each band, every point marked. A class where nobody submitted (`withoutSubmissions`, by class code)
 * has no percentages at all, so it is left out rather than drawn as a 0 % line.
 */
export function buildDistributionOption(data: TScoreDistribution, withoutSubmissions: ReadonlySet<string> = new Set()): EChartOption {
  const drawn = data.YData.map((s, index) => ({ s, index })).filter(({ s }) => !withoutSubmissions.has(s.classCode));
  return {
    tooltip: { trigger: 'axis', formatter: (params) => distributionTooltip(data, params) },
    legend: { top: 0, type: 'plain', data: drawn.map(({ s }) => s.className) },
    grid: { left: 16, right: 32, top: 48, bottom: 16, containLabel: true },
    xAxis: { type: 'category', name: '分数段', boundaryGap: false, data: bandIntervals(data) },
    yAxis: { type: 'value', name: '人数占比', min: 0, axisLabel: { formatter: '{value}%' } },
    // seriesIndex in the tooltip must find the class's head counts: the series keep the class's index via `id`.
    series: drawn.map(({ s, index }) => ({
      type: 'line',
      id: String(index),
      name: s.className,
      data: s.data,
      symbol: 'circle',
      symbolSize: 7,
      showSymbol: true,
      showAllSymbol: true,
    })),
  };
}
