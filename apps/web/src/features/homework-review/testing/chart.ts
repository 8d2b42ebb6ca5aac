import { getInstanceByDom } from 'echarts/core';

/**
 * Clicks the bar or slice `dataIndex` of the chart in `container` as a pointer would: the click is dispatched by
 * ECharts' own event layer (zrender) to the drawn element of that data item, so the chart's click handler and its
 * mapping from element to data index run for real. happy-dom lays nothing out, so a click at screen coordinates could
 * not find the element.
 */
export function clickChartItem(container: HTMLElement, dataIndex: number) {
  const chart = getInstanceByDom(container);
  if (!chart) throw new Error('no chart in this element');
  const zr = chart.getZr();
  // Bars are rects and slices sectors; their order in the display list is the data order.
  const items = zr.storage.getDisplayList(true).filter((el) => el.type === 'rect' || el.type === 'sector');
  const target = items[dataIndex];
  if (!target) throw new Error(`no item ${dataIndex} of ${items.length}`);
  zr.handler.dispatchToElement({ target, topTarget: target } as never, 'click', { zrX: 0, zrY: 0, stop: () => undefined } as never);
}
