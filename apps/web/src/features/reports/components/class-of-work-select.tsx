import { Select } from 'antd';
import type { TClassOfWork } from '@zuoyeben/shared';

interface ClassOfWorkSelectProps {
  classes: TClassOfWork[] | undefined;
  loading: boolean;
  value: string;
  onChange: (classCode: string) => void;
}

/** 全部班级 or one class of the work; 暂无可选班级 when the work has none the user may see. */
export function ClassOfWorkSelect({ classes, loading, value, onChange }: ClassOfWorkSelectProps) {
  const isEmpty = !loading && (classes?.length ?? 0) === 0;
  const options = [{ value: '', label: '全部班级' }, ...(classes ?? []).map((c) => ({ value: c.ClassCode, label: c.ClassName }))];
  return (
    <Select
      aria-label="班级"
      style={{ width: 200 }}
      loading={loading}
      disabled={isEmpty}
      placeholder="暂无可选班级"
      value={isEmpty ? undefined : value}
      options={isEmpty ? [] : options}
      notFoundContent="暂无可选班级"
      onChange={onChange}
    />
  );
}
