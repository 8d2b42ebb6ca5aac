import { describe, expect, it } from 'vitest';
import type { TooltipComponentFormatterCallbackParams } from 'echarts';
import { DISTRIBUTION } from '../testing/fixtures';
import { buildDistributionOption, distributionTooltip, hasDistributionData } from './distribution-option';

describe('distribution chart option', () => {
  it('draws one line per class over the bands', () => {
    const option = buildDistributionOption(DISTRIBUTION);
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'line', name: '七年级1班', data: [0, 0, 40, 60] }),
      expect.objectContaining({ type: 'line', name: '七年级<2>班', data: [40, 40, 20, 0] }),
    ]);
    expect(option.xAxis).toMatchObject({ data: ['[0,5)', '[5,10)', '[10,15)', '[15,20]'] });
  });

  it('marks every point of every line', () => {
    for (const series of buildDistributionOption(DISTRIBUTION).series as object[]) {
      expect(series).toMatchObject({ showSymbol: true, showAllSymbol: true, symbol: 'circle' });
    }
  });

  it('leaves out a class where nobody submitted instead of drawing a 0 % line, and keeps the others’ head counts', () => {
    const option = buildDistributionOption(DISTRIBUTION, new Set(['A701']));
    expect((option.series as { name: string }[]).map((s) => s.name)).toEqual(['七年级<2>班']);
    expect(option.legend).toMatchObject({ data: ['七年级<2>班'] });
    const params = [{ seriesIndex: 0, seriesId: '1', dataIndex: 0, seriesName: '七年级<2>班', value: 40, marker: '' }] as unknown as TooltipComponentFormatterCallbackParams;
    expect(distributionTooltip(DISTRIBUTION, params)).toBe('[0,5) 分<br/>七年级&lt;2&gt;班：40%（2人）');
  });

  it('shows each class’s percentage and head count in the tooltip, escaping names', () => {
    const params = [
      { seriesIndex: 0, dataIndex: 2, seriesName: '七年级1班', value: 40, marker: '' },
      { seriesIndex: 1, dataIndex: 2, seriesName: '七年级<2>班', value: 20, marker: '' },
    ] as unknown as TooltipComponentFormatterCallbackParams;
    expect(distributionTooltip(DISTRIBUTION, params)).toBe('[10,15) 分<br/>七年级1班：40%（4人）<br/>七年级&lt;2&gt;班：20%（1人）');
  });

  it('has no data when nobody falls in a band', () => {
    expect(hasDistributionData(DISTRIBUTION)).toBe(true);
    expect(hasDistributionData({ ...DISTRIBUTION, num: DISTRIBUTION.num.map((s) => ({ ...s, data: [0, 0, 0, 0] })) })).toBe(false);
    expect(hasDistributionData(undefined)).toBe(false);
  });
});
