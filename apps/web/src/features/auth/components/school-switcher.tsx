import { BankOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LazySelect } from '@/components/light/lazy-select';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSelectSchool } from '../api/select-school';

/** A page that shows one record (a homework, a paper, a class) by an id in its address: it is the previous school's. */
const NAMES_A_RECORD = /(guid|code)=/i;

/**
 * The school's name, and a switcher when the user belongs to more than one school. After a switch a list stays where
 * it is and shows the new school's; a page of one of the previous school's records goes to the homework list.
 */
export function SchoolSwitcher() {
  const { school, schools } = useCurrentUser();
  const select = useSelectSchool();
  const navigate = useNavigate();
  const { search } = useLocation();
  const choose = (ru: string) =>
    select.mutate(ru, { onSuccess: () => { if (NAMES_A_RECORD.test(search)) navigate(paths.jobManager.job.path); } });

  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <BankOutlined />
      {schools.length > 1 ? (
        <LazySelect<string>
          aria-label="切换学校"
          variant="borderless"
          value={school.ru}
          loading={select.isPending}
          disabled={select.isPending}
          popupMatchSelectWidth={false}
          options={schools.map((s) => ({ value: s.ru, label: s.schoolName }))}
          onChange={(ru) => ru && choose(ru)}
        />
      ) : (
        <span>{school.schoolName}</span>
      )}
    </span>
  );
}
