import { Flex, Select, Typography } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSelectSchool } from '../api/select-school';

/** The school's name, and a switcher when the user belongs to more than one school. */
export function SchoolSwitcher() {
  const { school, schools } = useCurrentUser();
  const select = useSelectSchool();

  return (
    <Flex align="center" gap="small">
      <BankOutlined />
      {schools.length > 1 ? (
        <Select
          aria-label="切换学校"
          variant="borderless"
          value={school.ru}
          loading={select.isPending}
          disabled={select.isPending}
          popupMatchSelectWidth={false}
          options={schools.map((s) => ({ value: s.ru, label: s.schoolName }))}
          onChange={(ru: string) => select.mutate(ru)}
        />
      ) : (
        <Typography.Text>{school.schoolName}</Typography.Text>
      )}
    </Flex>
  );
}
