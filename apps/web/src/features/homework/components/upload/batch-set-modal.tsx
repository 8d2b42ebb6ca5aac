import { ScoreInput } from '@/components/score-input';
import { useState } from 'react';
import { Form, InputNumber, Modal, Select, Typography } from 'antd';
import { HomeworkLimits, type QuestionTypeValue } from '@zuoyeben/shared';
import { QuestionTypeLabels, validateBatch, type BatchInput } from '../../lib/question-rows';

interface BatchSetModalProps {
  open: boolean;
  chosen: number[];
  shapeLocked: boolean;
  onApply: (input: BatchInput) => void;
  onClose: () => void;
}

/** 批量设置 of the chosen rows: type, option count (2–7) and score (above 0, at most 100); empty fields stay as they are. */
export function BatchSetModal({ open, chosen, shapeLocked, onApply, onClose }: BatchSetModalProps) {
  const [form] = Form.useForm<BatchInput>();
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const input = form.getFieldsValue();
    const problem = validateBatch(input, chosen.length);
    setError(problem);
    if (problem) return;
    onApply(input);
    form.resetFields();
    onClose();
  };

  return (
    <Modal open={open} title="批量设置" okText="确定" cancelText="取消" onOk={submit} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">已选择第 {chosen.join('、')} 题</Typography.Paragraph>
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} preserve={false}>
        <Form.Item name="type" label="题型">
          <Select
            allowClear
            placeholder="不修改"
            disabled={shapeLocked}
            options={([1, 2, 3] as QuestionTypeValue[]).map((t) => ({ value: t, label: QuestionTypeLabels[t] }))}
          />
        </Form.Item>
        <Form.Item name="option" label="选项数">
          {/* No min/max: out-of-range input must reach validateBatch and show 选项数必须在2-7之间. */}
          <InputNumber placeholder="2-7" precision={0} disabled={shapeLocked} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="score" label="分值">
          <ScoreInput placeholder={`0.5-${HomeworkLimits.maxScore}`} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
