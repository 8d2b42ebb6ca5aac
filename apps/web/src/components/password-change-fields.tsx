import { Form, Input } from 'antd';
import { AccountLimits } from '@zuoyeben/shared';

/** Values of a password change form: the old password, the new one and its confirmation. */
export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** 原密码, 新密码 and 确认新密码 with their rules, for the staff's and the students' 修改密码. */
export function PasswordChangeFields() {
  return (
    <>
      <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPassword"
        rules={[
          { required: true, message: '请输入新密码' },
          { min: AccountLimits.password.min, message: `新密码至少${AccountLimits.password.min}个字符` },
          { max: AccountLimits.password.max, message: `新密码不能超过${AccountLimits.password.max}个字符` },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
