import { Cascader, Flex, Typography } from 'antd';
import type { PeriodCode } from '@zuoyeben/shared';
import { useCurrentUser } from '../hooks/use-current-user';
import { useCacheSelectPeriodKm } from '../api/cache-select-period-km';
import { selectedPeriodKm } from '../hooks/use-selected-period-km';

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

/** The top-right 学段、科目 choice; the server remembers it per user and school. */
export function PeriodSubjectSelector() {
  const info = useCurrentUser();
  const save = useCacheSelectPeriodKm();
  const current = selectedPeriodKm(info);
  if (!current) return null;

  const options: Option[] = info.periods.map((p) => ({
    value: p.period,
    label: p.periodName,
    children: p.subjects.map((km) => ({ value: km, label: km })),
  }));

  return (
    <Flex align="center" gap="small">
      <Typography.Text type="secondary">学段、科目</Typography.Text>
      <Cascader
        aria-label="学段、科目"
        options={options}
        value={[current.period, current.km] as string[]}
        allowClear={false}
        disabled={save.isPending}
        displayRender={(labels) => labels.join(' · ')}
        style={{ width: 140 }}
        onChange={(value) => {
          const [period, km] = value as [PeriodCode, string];
          if (period && km) save.mutate({ ruCode: info.school.ru, choice: { period, km } });
        }}
      />
    </Flex>
  );
}
