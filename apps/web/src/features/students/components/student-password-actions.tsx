import { useState } from 'react';
import { App, Button, Modal, Popconfirm, Table, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import type { TResetStudentPasswordResult } from '@zuoyeben/shared';
import { useExportStudentPasswords } from '../api/export-student-passwords';
import { useResetStudentPasswords } from '../api/reset-student-passwords';

type PasswordRow = TResetStudentPasswordResult['list'][number];

interface StudentPasswordActionsProps {
  /** The class chosen in the filter; initial passwords are exported per class, as they are handed out per class. */
  classGuid?: string;
  selectedKeys: string[];
}

/** 导出初始密码 for a class and 重置密码 for the selected students, showing the new passwords once. */
export function StudentPasswordActions({ classGuid, selectedKeys }: StudentPasswordActionsProps) {
  const { message } = App.useApp();
  const exporter = useExportStudentPasswords();
  const reset = useResetStudentPasswords();
  const [result, setResult] = useState<PasswordRow[] | null>(null);

  const exportPasswords = () => {
    if (!classGuid) {
      void message.warning('请先选择班级');
      return;
    }
    exporter.mutate(classGuid);
  };

  const resetSelected = async () => {
    const data = await reset.mutateAsync(selectedKeys);
    setResult(data.list);
  };

  return (
    <>
      <Button icon={<KeyOutlined />} loading={exporter.isPending} onClick={exportPasswords}>
        导出初始密码
      </Button>
      <Popconfirm
        title={`确定重置选中的 ${selectedKeys.length} 名学生的密码吗？`}
        description="重置后学生需使用新的初始密码登录。"
        disabled={selectedKeys.length === 0}
        onConfirm={resetSelected}
      >
        <Button disabled={selectedKeys.length === 0} loading={reset.isPending}>
          重置密码
        </Button>
      </Popconfirm>
      <Modal title="新的初始密码" open={result !== null} onCancel={() => setResult(null)} footer={null} width={560}>
        <Typography.Paragraph type="secondary">请将新密码告知学生；学生修改密码后此处不再显示。</Typography.Paragraph>
        <Table<PasswordRow>
          rowKey="stuGuid"
          size="small"
          pagination={false}
          dataSource={result ?? []}
          columns={[
            { title: '姓名', dataIndex: 'stuName' },
            { title: '学号', dataIndex: 'buddies' },
            { title: '班级', dataIndex: 'className' },
            { title: '初始密码', dataIndex: 'initialPassword' },
          ]}
        />
      </Modal>
    </>
  );
}
