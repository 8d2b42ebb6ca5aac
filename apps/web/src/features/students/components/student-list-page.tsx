import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Input, Popconfirm, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { AccountLimits, type TStudent } from '@zuoyeben/shared';
import { useExportStudents } from '../api/export-students';
import { useStudents } from '../api/get-students';
import { useRemoveStudents } from '../api/remove-students';
import { useStudentFilters } from '../hooks/use-student-filters';
import { ClassSelect } from './class-select';
import { ImportStudentsModal } from './import-students-modal';
import { RepeatNameHint } from './repeat-name-hint';
import { StudentFormModal } from './student-form-modal';
import { StudentPasswordActions } from './student-password-actions';
import { StudentTable } from './student-table';

/** 学生管理 (/usercenter/student): search, add, edit, remove, import and export students. */
export function StudentListPage() {
  const { message } = App.useApp();
  const { params, setClassGuid, setKeyword, setPage, setPageIndex } = useStudentFilters();
  const students = useStudents(params);
  const remove = useRemoveStudents();
  const exporter = useExportStudents();
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TStudent | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const list = students.data?.list ?? [];
  const total = students.data?.total ?? 0;
  // Removing the last rows of a later page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (!students.isPlaceholderData && list.length === 0 && params.pageIndex > 1) {
      setPageIndex(Math.max(1, Math.ceil(total / params.pageSize)));
    }
  }, [students.isPlaceholderData, list.length, total, params.pageIndex, params.pageSize, setPageIndex]);

  const openForm = (student: TStudent | null) => {
    setEditing(student);
    setFormOpen(true);
  };
  // Refusals are shown by the api client; only success needs a word here.
  const removeMany = (stuGuids: string[]) =>
    remove.mutateAsync(stuGuids).then(
      () => {
        setSelectedKeys((keys) => keys.filter((k) => !stuGuids.includes(k)));
        void message.success('删除成功！');
      },
      () => undefined,
    );

  return (
    <Card title="学生管理">
      <Flex vertical gap="middle">
        <RepeatNameHint />
        <Flex wrap gap="small" justify="space-between">
          <Space wrap>
            <ClassSelect
              placeholder="全部班级"
              allowClear
              style={{ width: 200 }}
              value={params.classGuid}
              onChange={(value) => setClassGuid(value)}
              aria-label="班级"
            />
            <Input.Search
              placeholder="搜索姓名/学号"
              allowClear
              maxLength={AccountLimits.defaultMaxLength}
              style={{ width: 240 }}
              onSearch={setKeyword}
            />
          </Space>
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
              添加学生
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImportOpen(true)}>
              导入学生
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate(params.classGuid, { onSuccess: () => void message.success('导出成功') })}>
              导出 Excel
            </Button>
            <StudentPasswordActions classGuid={params.classGuid} selectedKeys={selectedKeys} />
            <Popconfirm
              title={`确定删除选中的 ${selectedKeys.length} 名学生吗？`}
              okText="删除"
              okButtonProps={{ danger: true }}
              disabled={selectedKeys.length === 0}
              onConfirm={() => removeMany(selectedKeys)}
            >
              <Button danger icon={<DeleteOutlined />} disabled={selectedKeys.length === 0}>
                批量删除
              </Button>
            </Popconfirm>
          </Space>
        </Flex>
        <StudentTable
          students={list}
          total={total}
          loading={students.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          selectedKeys={selectedKeys}
          onSelect={setSelectedKeys}
          onPage={setPage}
          onEdit={openForm}
          onRemove={(student) => removeMany([student.stuGuid])}
        />
      </Flex>
      <StudentFormModal
        open={formOpen}
        editing={editing}
        defaultClassGuid={params.classGuid}
        onClose={() => setFormOpen(false)}
      />
      <ImportStudentsModal open={importOpen} onClose={() => setImportOpen(false)} />
    </Card>
  );
}
