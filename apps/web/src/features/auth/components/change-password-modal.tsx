import { useState } from 'react';
import { Alert, App, Form, Modal } from 'antd';
import { StaffMessages } from '@zuoyeben/shared';
import { PasswordChangeFields, type PasswordChangeValues } from '@/components/password-change-fields';
import { useChangePassword } from '../api/change-password';

type PasswordForm = PasswordChangeValues;

/** 修改密码 from the account menu: the old password, then the new one twice. Other devices are logged out. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordForm>();
  const { message } = App.useApp();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setServerError(null);
    onClose();
  };
  const submit = ({ oldPassword, newPassword }: PasswordForm) => {
    setServerError(null);
    change.mutate({ oldPassword, newPassword }, {
      onSuccess: () => {
        void message.success(StaffMessages.passwordChanged);
        close();
      },
      onError: (error) => setServerError(error.message || '修改失败，请稍后重试'),
    });
  };

  return (
    <Modal title="修改密码" open={open} onCancel={close} onOk={() => form.submit()} okText="确认修改" confirmLoading={change.isPending} destroyOnHidden>
      <Form<PasswordForm> form={form} layout="vertical" requiredMark={false} onFinish={submit} name="change-password">
        <PasswordChangeFields />
        {serverError && <Alert type="error" showIcon title={serverError} />}
      </Form>
    </Modal>
  );
}
