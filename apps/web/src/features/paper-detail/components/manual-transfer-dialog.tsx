import { App, Form, Input, Modal, Typography } from 'antd';
import { PaperDetailLimits } from '@zuoyeben/shared';
import { useTransferManual } from '../api/transfer-manual';
import { QuestionNumberPicker } from './question-number-picker';

interface ManualTransferDialogProps {
  open: boolean;
  paperGuid: string;
  questionCount: number;
  onClose(): void;
}

/** 转人工处理 (spec 02 §3 manual-transfer form, §5: remark and question numbers optional). */
export function ManualTransferDialog({ open, paperGuid, questionCount, onClose }: ManualTransferDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark?: string; questions?: number[] }>();
  const transfer = useTransferManual();
  const submit = (values: { remark?: string; questions?: number[] }) =>
    transfer.mutate({ paperGuid, remark: values.remark, questions: values.questions ?? [] }, {
      onSuccess: () => {
        message.success('已转人工处理，处理完成前该试卷暂不可用');
        form.resetFields();
        onClose();
      },
    });
  return (
    <Modal open={open} title="整卷转人工处理" okText="确定转人工" onOk={form.submit} confirmLoading={transfer.isPending} onCancel={onClose}
      destroyOnHidden width={560}>
      <Typography.Paragraph type="secondary">转人工处理后，由学校管理员处理试卷中的问题；处理完成前，整份试卷暂不可用（不能加入试题篮、排版或发布）。</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="questions" label="有问题的题号（可不选）">
          <QuestionNumberPicker count={questionCount} />
        </Form.Item>
        <Form.Item name="remark" label="备注（选填）">
          <Input.TextArea rows={3} maxLength={PaperDetailLimits.maxRemarkLength} showCount placeholder="例如：第3题图片缺失" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
