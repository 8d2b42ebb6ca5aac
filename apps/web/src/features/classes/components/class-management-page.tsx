import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isSchoolAdmin, type GradeCode, type TClass } from '@zuoyeben/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { useClassBasicData } from '../api/get-class-basic-data';
import { useClasses } from '../api/get-classes';
import { useRemoveClass } from '../api/remove-class';
import { ClassFormModal } from './class-form-modal';
import { ClassTable } from './class-table';

const ALL = 'all';

/** 班级管理 (/usercenter/grade): the classes by grade; administrators create, rename and delete them. */
export function ClassManagementPage() {
  const { user } = useCurrentUser();
  const canManage = isSchoolAdmin(user.userRole);
  const { message } = App.useApp();
  const [gradeCode, setGradeCode] = useState<GradeCode | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TClass | null>(null);
  const grades = useClassBasicData().data?.grades ?? [];
  const classes = useClasses(gradeCode);
  const remove = useRemoveClass();

  const openForm = (cls: TClass | null) => {
    setEditing(cls);
    setFormOpen(true);
  };
  // The api client already shows a refusal (e.g. 班级内还有学生，请先移除学生), so it is only swallowed here.
  const removeOne = (cls: TClass) =>
    remove.mutateAsync(cls.classGuid).then(
      () => void message.success('删除成功！'),
      () => undefined,
    );

  return (
    <Card
      title="班级管理"
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            新建班级
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        {!canManage && (
          <Alert
            type="info"
            showIcon
            title={
              <>
                这里列出您任教的班级。任教班级来自<Link to={paths.usercenter.teachinfo.path}>教学信息</Link>
                ；新建、重命名或删除班级请联系学校管理员。
              </>
            }
          />
        )}
        <Tabs
          activeKey={gradeCode ?? ALL}
          onChange={(key) => setGradeCode(key === ALL ? undefined : (key as GradeCode))}
          items={[{ key: ALL, label: '全部' }, ...grades.map((g) => ({ key: g.gradeCode, label: g.gradeName }))]}
        />
        <ClassTable
          classes={classes.data?.list ?? []}
          loading={classes.isFetching}
          canManage={canManage}
          onRename={openForm}
          onRemove={removeOne}
        />
      </Flex>
      {canManage && (
        <ClassFormModal
          open={formOpen}
          editing={editing}
          grades={grades}
          defaultGradeCode={gradeCode}
          onClose={() => setFormOpen(false)}
        />
      )}
    </Card>
  );
}
