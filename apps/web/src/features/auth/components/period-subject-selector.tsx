import type { PeriodCode } from '@zuoyeben/shared';
import { useIntent } from '@/components/light/intent';
import { SelectStandIn } from '@/components/light/lazy-select';
import { useCurrentUser } from '../hooks/use-current-user';
import { useCacheSelectPeriodKm } from '../api/cache-select-period-km';
import { selectedPeriodKm } from '../hooks/use-selected-period-km';
import type { PeriodOption } from './period-subject-cascader';

/** antd's Cascader loads when the teacher reaches for the choice (issue 9 item 23: it is seldom changed on a visit). */
const loadCascader = () => import('./period-subject-cascader');

const WIDTH = 140;

/** The top-right 学段、科目 choice; the server remembers it per user and school. */
export function PeriodSubjectSelector() {
  const info = useCurrentUser();
  const save = useCacheSelectPeriodKm();
  const { intent, Widget: PeriodSubjectCascader, handlers } = useIntent(loadCascader);
  const current = selectedPeriodKm(info);
  if (!current) return null;

  const options: PeriodOption[] = info.periods.map((p) => ({
    value: p.period,
    label: p.periodName,
    children: p.subjects.map((km) => ({ value: km, label: km })),
  }));
  const periodName = info.periods.find((p) => p.period === current.period)?.periodName ?? current.period;
  const standIn = (
    <SelectStandIn aria-label="学段、科目" text={`${periodName} · ${current.km}`} disabled={save.isPending} style={{ width: WIDTH }} handlers={handlers} />
  );

  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span className="zy-secondary">学段、科目</span>
      {!PeriodSubjectCascader ? (
        standIn
      ) : (
        <PeriodSubjectCascader
            options={options}
            value={[current.period, current.km]}
            disabled={save.isPending}
            width={WIDTH}
            openOnMount={intent === 'open'}
            onChange={(period, km) => save.mutate({ ruCode: info.school.ru, choice: { period: period as PeriodCode, km } })}
          />
      )}
    </span>
  );
}
