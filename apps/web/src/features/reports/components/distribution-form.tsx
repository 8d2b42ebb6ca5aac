import { Button, Form, Input, Space, type FormRule } from 'antd';
import {
  checkMaxScore,
  checkMinScore,
  checkStepSize,
  parseDistributionRange,
  ScoreDistributionDefaults,
  type DistributionRange,
  type TMaxMinScore,
} from '@zuoyeben/shared';

interface FormValues {
  maxScore: string;
  minScore: string;
  stepSize: string;
}

interface DistributionFormProps {
  /** The server's max and min: the starting values, and what 重置 restores. */
  defaults: TMaxMinScore;
  loading?: boolean;
  onSubmit: (range: DistributionRange) => void;
}

type Check = (value: string, valueOf: (name: keyof FormValues) => string) => string | null;

/** An antd rule from one of the shared checks, which return the spec's message or null. */
const ruleOf = (check: Check): FormRule => ({ getFieldValue }) => ({
  validator: async (_rule, value: string) => {
    const message = check(value, getFieldValue);
    if (message) throw new Error(message);
  },
});

const textOf = (defaults: TMaxMinScore, stepSize: string): FormValues => ({
  maxScore: String(defaults.maxScore),
  minScore: String(defaults.minScore),
  stepSize,
});

/**
 * 最高分 / 最低分 / 分数间隔 with 重置 and 确定 (spec 03 §2.3, §5). Text inputs, not number inputs, because the spec
 * has a message for text that is not a number (请输入数字值); each field is checked when it loses focus.
 */
export function DistributionForm({ defaults, loading = false, onSubmit }: DistributionFormProps) {
  const [form] = Form.useForm<FormValues>();
  // The field rules have passed; the range check adds the one rule no single field knows (too many bands).
  const apply = (values: FormValues) => {
    const parsed = parseDistributionRange(values);
    if (parsed.ok) onSubmit(parsed.range);
    else form.setFields(Object.entries(parsed.errors).map(([name, error]) => ({ name: name as keyof FormValues, errors: [error] })));
  };
  const reset = async () => {
    form.setFieldsValue(textOf(defaults, form.getFieldValue('stepSize')));
    const values = await form.validateFields().catch(() => null);
    if (values) apply(values);
  };

  return (
    <Form<FormValues>
      form={form}
      layout="inline"
      validateTrigger="onBlur"
      initialValues={textOf(defaults, String(ScoreDistributionDefaults.stepSize))}
      onFinish={apply}
    >
      <Form.Item label="最高分" name="maxScore" dependencies={['minScore']} rules={[ruleOf((v, valueOf) => checkMaxScore(v, valueOf('minScore')))]}>
        <Input style={{ width: 96 }} inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Form.Item label="最低分" name="minScore" dependencies={['maxScore']} rules={[ruleOf((v, valueOf) => checkMinScore(v, valueOf('maxScore')))]}>
        <Input style={{ width: 96 }} inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Form.Item label="分数间隔" name="stepSize" rules={[ruleOf((v) => checkStepSize(v))]}>
        <Input style={{ width: 96 }} inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button onClick={() => void reset()}>重置</Button>
          <Button type="primary" htmlType="submit" loading={loading}>
            确定
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
