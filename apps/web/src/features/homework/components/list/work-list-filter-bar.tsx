import { Button, Checkbox, Flex, Space, Tag } from 'antd';
import type { GradeCode, TAllClass } from '@zuoyeben/shared';
import { LazyRangePicker } from '@/components/date-range/lazy-range-picker';
import { LazySelect } from '@/components/light/lazy-select';
import type { WorkListFilters } from '../../hooks/use-work-list-filters';

/** School years from 2020 to the current one, newest first (spec 03 §9). */
export function schoolYearOptions(current: number) {
  const years: { value: number; label: string }[] = [];
  for (let y = current; y >= 2020; y -= 1) years.push({ value: y, label: `${y}-${y + 1}学年` });
  return years;
}

interface FilterBarProps {
  km: string | undefined;
  filters: WorkListFilters;
  grades: TAllClass;
  schoolYear: number;
  onChange: (patch: Partial<WorkListFilters>) => void;
  onReset: () => void;
}

/** 科目 (from the top-right selector), 日期范围, 年级, 班级, 学年, 只看我布置的, and 重置. */
export function WorkListFilterBar({ km, filters, grades, schoolYear, onChange, onReset }: FilterBarProps) {
  const classes = grades
    .filter((g) => !filters.gradeCode || g.gradeCode === filters.gradeCode)
    .flatMap((g) => g.clazzes.map((c) => ({ value: c.classGuid, label: c.name })));

  return (
    <Flex wrap gap="small" align="center">
      <Space size={4}>
        <span className="zy-secondary">科目</span>
        <Tag color="blue">{km ?? '全部'}</Tag>
      </Space>
      <LazyRangePicker
        aria-label="日期范围"
        value={filters.dateRange}
        onChange={(range) => onChange({ dateRange: range?.[0] && range[1] ? [range[0], range[1]] : null })}
      />
      <LazySelect<GradeCode>
        aria-label="年级"
        placeholder="全部年级"
        allowClear
        style={{ width: 130 }}
        value={filters.gradeCode}
        options={grades.map((g) => ({ value: g.gradeCode, label: g.gradeName }))}
        // A class of another grade would match nothing, so it is cleared with the grade.
        onChange={(gradeCode) => onChange({ gradeCode: gradeCode ?? null, classGuid: null })}
      />
      <LazySelect<string>
        aria-label="班级"
        placeholder="全部班级"
        allowClear
        style={{ width: 150 }}
        value={filters.classGuid}
        options={classes}
        onChange={(classGuid) => onChange({ classGuid: classGuid ?? null })}
      />
      <LazySelect<number>
        aria-label="学年"
        placeholder="全部学年"
        allowClear
        style={{ width: 150 }}
        value={filters.schoolYear}
        options={schoolYearOptions(schoolYear)}
        onChange={(y) => onChange({ schoolYear: y ?? null })}
      />
      <Checkbox checked={filters.mine} onChange={(e) => onChange({ mine: e.target.checked })}>
        只看我布置的
      </Checkbox>
      <Button onClick={onReset}>重置</Button>
    </Flex>
  );
}
