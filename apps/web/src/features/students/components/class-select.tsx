import { Select, type SelectProps } from 'antd';
import { useAllClass } from '../api/get-all-class';

interface ClassSelectProps extends Omit<SelectProps<string>, 'options' | 'mode'> {
  /** Which id the value holds: classGuid for students, the class code for same-name queries. */
  valueKey?: 'classGuid' | 'code';
}

/** The user's classes grouped by grade (GET /api/WorkInfo/GetAllClass). */
export function ClassSelect({ valueKey = 'classGuid', ...props }: ClassSelectProps) {
  const { data, isLoading } = useAllClass();
  const options = (data ?? []).map((grade) => ({
    label: grade.gradeName,
    title: grade.gradeName,
    options: grade.clazzes.map((c) => ({ value: c[valueKey], label: c.name })),
  }));
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      options={options}
      notFoundContent="暂无可选班级"
      {...props}
    />
  );
}
