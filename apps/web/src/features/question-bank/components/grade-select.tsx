import { Select } from 'antd';
import { gradesOfPeriod, type PeriodCode } from '@zuoyeben/shared';

/** 年级 of the period with 全部年级 first (the bank's and the collections' filter bars); undefined means all. */
export function GradeSelect({ period, value, onChange }: { period: PeriodCode; value: string | undefined; onChange(gradeCode: string | undefined): void }) {
  return (
    <Select
      aria-label="年级"
      style={{ width: 120 }}
      value={value ?? ''}
      options={[{ value: '', label: '全部年级' }, ...gradesOfPeriod(period).map((g) => ({ value: g.code, label: g.name }))]}
      onChange={(v: string) => onChange(v || undefined)}
    />
  );
}
