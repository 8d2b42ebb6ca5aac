import { useEffect } from 'react';
import { App, Button, Card, Form, Typography } from 'antd';
import { useCurrentUser } from '@/features/auth';
import { PreferFields, preferToValues, usePrefer, useSavePrefer, valuesToSave, type PreferValues } from '@/features/homework';

/**
 * 偏好设置 (/usercenter/preference-setting, spec 01 §3 'User preference'): the teacher's own publish defaults, the
 * same PreferSet storage the publish page's 偏好设置 dialog uses, so saving here changes what publishing pre-fills.
 */
export function PreferenceSettingPage() {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const prefer = usePrefer();
  const save = useSavePrefer();
  const [form] = Form.useForm<PreferValues>();
  const someRight = Form.useWatch('someRight', form);

  useEffect(() => {
    if (prefer.data) form.setFieldsValue(preferToValues(prefer.data));
  }, [prefer.data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync(valuesToSave(v, school.ru));
    void message.success('保存成功');
  };

  return (
    <Card title="偏好设置" loading={prefer.isLoading}>
      <Typography.Paragraph type="secondary">布置作业时，发布设置按这里的选项预先填好；每次布置时仍可单独修改。</Typography.Paragraph>
      <Form form={form} labelCol={{ flex: '130px' }} style={{ maxWidth: 560 }}>
        <PreferFields someRight={someRight} />
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
