import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { StaffMessages } from '@zuoyeben/shared';

/** 忘记密码 on the staff login page: who resets a password and where a teacher changes their own. */
export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        忘记密码
      </Button>
      <Modal title="忘记密码" open={open} onCancel={() => setOpen(false)} footer={<Button type="primary" onClick={() => setOpen(false)}>知道了</Button>}>
        {StaffMessages.forgotPassword.map((line) => (
          <Typography.Paragraph key={line}>{line}</Typography.Paragraph>
        ))}
      </Modal>
    </>
  );
}
