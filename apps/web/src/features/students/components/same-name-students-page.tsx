import { useState } from 'react';
import { App, Card, Empty, Flex, Spin, Typography } from 'antd';
import type { TStudent } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useRepeatNames } from '../api/get-repeat-names';
import { useRemoveStudents } from '../api/remove-students';
import { ClassSelect } from './class-select';
import { SameNameTable } from './same-name-table';

/** 同名学生 (/usercenter/graderepeat), spec 03 §2.8: same-name students per class, to keep or remove. */
export function SameNameStudentsPage() {
  const { permission } = useCurrentUser();
  const { message } = App.useApp();
  const [classCode, setClassCode] = useState<string | undefined>();
  const repeats = useRepeatNames(classCode ? [classCode] : []);
  const remove = useRemoveStudents();
  const groups = (repeats.data?.list ?? []).filter((g) => g.students.length > 0);

  // Refusals are shown by the api client; only success needs a word here.
  const removeOne = (student: TStudent) =>
    remove.mutateAsync([student.stuGuid]).then(
      () => void message.success('删除成功！'),
      () => undefined,
    );

  return (
    <Card title="同名学生">
      <Flex vertical gap="middle">
        <Flex wrap gap="middle" align="center" justify="space-between">
          <Typography.Text>班级内有如下同名学生，请核实保留或移除</Typography.Text>
          <ClassSelect
            valueKey="code"
            placeholder="全部班级"
            allowClear
            style={{ width: 200 }}
            value={classCode}
            onChange={(value) => setClassCode(value)}
            aria-label="班级"
          />
        </Flex>
        {repeats.isLoading ? (
          <Flex justify="center">
            <Spin />
          </Flex>
        ) : groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无同名信息" />
        ) : (
          groups.map((group) => (
            <section key={group.classCode} aria-label={group.className}>
              <Typography.Title level={5}>{group.className}</Typography.Title>
              <SameNameTable
                students={group.students}
                loading={repeats.isFetching}
                canRemove={!permission.isSKJS}
                onRemove={removeOne}
              />
            </section>
          ))
        )}
      </Flex>
    </Card>
  );
}
