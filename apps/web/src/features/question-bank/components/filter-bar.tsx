import { DatePicker, Flex, Select, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { DIFFICULTY_LEVELS, DISCRIMINATION_BANDS, DifficultyNames, ITEM_TYPES, type PeriodCode } from '@zuoyeben/shared';
import { TagRow, type Choice } from '@/components/tag-row';
import { useExamAreas } from '../api/get-exam-areas';
import { GradeSelect } from './grade-select';
import { bankYears, type BankFilters, type FilterChange } from '../lib/bank-filters';

interface FilterBarProps {
  period: PeriodCode;
  filters: BankFilters;
  onChange(change: FilterChange): void;
}

const ALL = '全部';
const DAY = 'YYYY-MM-DD';

/**
 * 题型, 难度, 区分度, 地区, 年份, 年级, 入库日期 and 只看未使用 of the bank list (spec 02 §2, §9); each change starts again
 * at page 1.
 */
export function FilterBar({ period, filters, onChange }: FilterBarProps) {
  const types: Choice<number>[] = [{ value: undefined, label: ALL }, ...ITEM_TYPES.filter((t) => !t.isGroup).map((t) => ({ value: t.code, label: t.name }))];
  const difficulties: Choice<number>[] = [{ value: undefined, label: ALL }, ...DIFFICULTY_LEVELS.map((d) => ({ value: d, label: DifficultyNames[d] }))];
  const bands: Choice<number>[] = [{ value: undefined, label: ALL }, ...DISCRIMINATION_BANDS.map((b) => ({ value: b.code, label: b.name }))];
  const examAreas = useExamAreas();
  const areas: Choice<string>[] = [{ value: undefined, label: ALL }, ...(examAreas.data?.list ?? []).map((a) => ({ value: a.code, label: a.name }))];
  return (
    <Flex vertical gap={10}>
      <TagRow label="题型" choices={types} value={filters.itemTypeGuid} onChange={(itemTypeGuid) => onChange({ itemTypeGuid })} />
      <TagRow label="难度" choices={difficulties} value={filters.difficultyGuid} onChange={(difficultyGuid) => onChange({ difficultyGuid })} />
      <TagRow label="区分度" choices={bands} value={filters.discrimination} onChange={(discrimination) => onChange({ discrimination })} />
      <TagRow label="地区" choices={areas} value={filters.provinceCode} onChange={(provinceCode) => onChange({ provinceCode })} />
      <Flex gap={16} align="center" wrap>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary" style={{ width: '3em' }}>年份</Typography.Text>
          <Select
            aria-label="年份"
            style={{ width: 120 }}
            value={filters.year ?? ''}
            options={[{ value: '', label: '全部年份' }, ...bankYears().map((y) => ({ value: y, label: `${y}年` }))]}
            onChange={(v) => onChange({ year: v === '' ? undefined : Number(v) })}
          />
        </Flex>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">年级</Typography.Text>
          <GradeSelect period={period} value={filters.gradeCode} onChange={(gradeCode) => onChange({ gradeCode })} />
        </Flex>
        <Flex gap={8} align="center" role="group" aria-label="入库日期">
          <Typography.Text type="secondary">入库日期</Typography.Text>
          <DatePicker.RangePicker
            style={{ width: 240 }}
            placeholder={['开始日期', '结束日期']}
            value={filters.startTime && filters.endTime ? [dayjs(filters.startTime), dayjs(filters.endTime)] : null}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(days) => onChange({ startTime: days?.[0]?.format(DAY), endTime: days?.[1]?.format(DAY) })}
          />
        </Flex>
        <Flex gap={8} align="center">
          <Switch size="small" aria-label="只看未使用" checked={filters.filterUsedItem} onChange={(filterUsedItem) => onChange({ filterUsedItem })} />
          <Typography.Text>只看未使用</Typography.Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
