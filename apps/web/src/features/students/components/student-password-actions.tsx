import { useState } from 'react';
import { App, Button, Modal, Popconfirm, Select, Table, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { isSchoolAdmin, StudentAuthLimits, type TResetStudentPasswordResult } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useExportStudentPasswords } from '../api/export-student-passwords';
import { useResetStudentPasswords } from '../api/reset-student-passwords';
import { useSaveStudentPasswordSetting, useStudentPasswordSetting } from '../api/student-password-setting';

/** Said once the workbook of initial passwords has downloaded (issue 9 item 25). */
export const EXPORTED_PASSWORDS = '初始密码已导出，请妥善保管并发给学生';

type PasswordRow = TResetStudentPasswordResult['list'][number];

interface StudentPasswordActionsProps {
  /** The class chosen in the filter; initial passwords are exported per class, as they are handed out per class. */
  classGuid?: string;
  selectedKeys: string[];
}

/** 导出初始密码 for a class and 重置密码 for the selected students, showing the new passwords once. */
export function StudentPasswordActions({ classGuid, selectedKeys }: StudentPasswordActionsProps) {
  const { message, modal } = App.useApp();
  const { user } = useCurrentUser();
  const isAdmin = isSchoolAdmin(user.userRole);
  const setting = useStudentPasswordSetting(isAdmin);
  const saveSetting = useSaveStudentPasswordSetting();
  const exporter = useExportStudentPasswords();
  const reset = useResetStudentPasswords();
  const [result, setResult] = useState<PasswordRow[] | null>(null);

  const exportPasswords = () => {
    if (!classGuid) {
      void message.warning('请先选择班级');
      return;
    }
    exporter.mutate(classGuid, {
      onSuccess: () =>
        modal.info({
          title: EXPORTED_PASSWORDS,
          content: (
            <>
              <Typography.Paragraph>表中有学校编码和本次新生成的初始密码，请打印后发给学生；学生首次登录时需修改密码。</Typography.Paragraph>
              <Typography.Paragraph type="secondary">
                为了安全，系统只保存密码的加密结果：以前导出过的学生显示「已导出过，无法再次导出」。如学生遗失初始密码，请勾选这些学生后点击「重置密码」。
              </Typography.Paragraph>
            </>
          ),
          okText: '知道了',
        }),
    });
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
      {isAdmin && setting.data && (
        <Select
          aria-label="初始密码位数"
          value={setting.data.digits}
          style={{ width: 150 }}
          loading={saveSetting.isPending}
          options={StudentAuthLimits.initialPasswordDigitChoices.map((d) => ({ value: d, label: `初始密码${d}位` }))}
          onChange={(digits) => saveSetting.mutate({ digits }, { onSuccess: () => void message.success(`以后生成的初始密码为${digits}位`) })}
        />
      )}
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
        <Typography.Paragraph type="secondary">请将新密码告知学生：此密码只显示这一次，学生首次登录时需修改密码。</Typography.Paragraph>
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
