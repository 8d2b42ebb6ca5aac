import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, InputNumber, Radio } from 'antd';
import { CardSettingsMessages, STUDENT_ID_DIGITS, type TSaveScanSettingsRequest } from '@zuoyeben/shared';
import { useScanSettings } from '../api/get-scan-settings';
import { useSaveScanSettings } from '../api/save-scan-settings';
import { READ_ONLY_NOTE } from './answer-card-page';

/** 机阅设置 (/usercenter/machine-readable, spec 03 §2.9): how the school's scanned cards are read. */
export function MachineReadablePage() {
  const { message } = App.useApp();
  const settings = useScanSettings();
  const save = useSaveScanSettings();
  const [form] = Form.useForm<TSaveScanSettingsRequest>();
  const data = settings.data;
  const canEdit = data?.canEdit ?? false;

  useEffect(() => {
    if (data) form.setFieldsValue({ reviewType: data.reviewType, studentIdDigits: data.studentIdDigits, bandLow: data.bandLow, bandHigh: data.bandHigh });
  }, [data, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync(v);
    void message.success('保存成功');
  };

  const band = { min: 0, max: 1, step: 0.05, precision: 2, style: { width: 120 } };
  return (
    <Card title="机阅设置" loading={settings.isLoading}>
      {!canEdit && <Alert type="info" showIcon title={READ_ONLY_NOTE} style={{ marginBottom: 16 }} />}
      <Form form={form} labelCol={{ flex: '130px' }} disabled={!canEdit} style={{ maxWidth: 640 }}>
        <Form.Item name="reviewType" label="默认阅卷方式" extra="布置扫描作业时默认选中的批阅方式，老师布置时仍可更改">
          <Radio.Group options={[{ value: 0, label: '先批改后扫描' }, { value: 1, label: '先扫描后在线批改' }]} />
        </Form.Item>
        <Form.Item name="studentIdDigits" label="学号位数" rules={[{ required: true, message: '请填写学号位数' }]} extra="答题卡学号填涂区的列数，与答题卡设置中的学号位数相同">
          <InputNumber aria-label="学号位数" min={STUDENT_ID_DIGITS.min} max={STUDENT_ID_DIGITS.max} precision={0} />
        </Form.Item>
        <Form.Item label="填涂复核区间" required extra="0 为空白选项的深浅，1 为清楚填涂的深浅；落在区间内的填涂既不算涂也不算空，交给老师复核。区间越宽，需复核的越多，误判越少。">
          <Form.Item name="bandLow" noStyle rules={[{ required: true, message: '请填写复核区间下限' }]}>
            <InputNumber aria-label="复核区间下限" {...band} />
          </Form.Item>
          <span style={{ margin: '0 8px' }}>至</span>
          <Form.Item
            name="bandHigh"
            noStyle
            dependencies={['bandLow']}
            rules={[
              { required: true, message: '请填写复核区间上限' },
              ({ getFieldValue }) => ({
                validator: (_, v: number | null) =>
                  v == null || getFieldValue('bandLow') == null || getFieldValue('bandLow') < v ? Promise.resolve() : Promise.reject(new Error(CardSettingsMessages.bandOrder)),
              }),
            ]}
          >
            <InputNumber aria-label="复核区间上限" {...band} />
          </Form.Item>
        </Form.Item>
        {canEdit && (
          <Form.Item label=" " colon={false}>
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
