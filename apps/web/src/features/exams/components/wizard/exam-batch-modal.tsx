import { useState } from 'react';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { ExamLimits } from '@zuoyeben/shared';
import { ScoreInput } from '@/components/score-input';
import { validateExamBatch, type ExamBatchInput } from '../../lib/exam-questions';

interface ExamBatchModalProps {
  open: boolean;
  chosen: number[];
  published: boolean;
  onApply: (input: ExamBatchInput) => void;
  onClose: () => void;
}

/** 批量设置: option count 2–8 and score 0.5–100 of the chosen questions; an empty field stays as it is. */
export function ExamBatchModal({ open, chosen, published, onApply, onClose }: ExamBatchModalProps) {
  const [form] = Form.useForm<ExamBatchInput>();
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const input = form.getFieldsValue();
    const problem = validateExamBatch(input, chosen.length);
    setError(problem);
    if (problem) return;
    onApply(input);
    onClose();
  };
  return (
    <Modal open={open} title="批量设置" okText="确定" cancelText="取消" onOk={submit} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">已选择第 {chosen.join('、')} 题</Typography.Paragraph>
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} preserve={false}>
        <Form.Item name="option" label="选项数">
          <InputNumber placeholder={`${ExamLimits.minOptions}-${ExamLimits.maxOptions}`} precision={0} disabled={published} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="score" label="分值">
          <ScoreInput placeholder={`${ExamLimits.minScore}-${ExamLimits.maxScore}`} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
