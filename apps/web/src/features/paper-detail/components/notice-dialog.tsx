import { App, Form, Input, Modal, Typography } from 'antd';
import { PaperDetailLimits, PaperDetailMessages } from '@zuoyeben/shared';
import { useAddNotice } from '../api/add-notice';
import { QuestionNumberPicker } from './question-number-picker';

interface NoticeDialogProps {
  open: boolean;
  paperGuid: string;
  questionCount: number;
  onClose(): void;
}

/** 问题反馈 (AddNotice: paperGuid, message, thJson): the school administrator reads it. */
export function NoticeDialog({ open, paperGuid, questionCount, onClose }: NoticeDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ message: string; questions?: number[] }>();
  const add = useAddNotice();
  const submit = (values: { message: string; questions?: number[] }) =>
    add.mutate({ paperGuid, message: values.message, thJson: JSON.stringify(values.questions ?? []) }, {
      onSuccess: () => {
        message.success(PaperDetailMessages.noticeSent);
        form.resetFields();
        onClose();
      },
    });
  return (
    <Modal open={open} title="问题反馈" okText="提交" onOk={form.submit} confirmLoading={add.isPending} onCancel={onClose} destroyOnHidden width={560}>
      <Typography.Paragraph type="secondary">发现试题有错误或缺失？告诉学校管理员，他们会尽快处理。</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="questions" label="题号（可不选）">
          <QuestionNumberPicker count={questionCount} />
        </Form.Item>
        <Form.Item name="message" label="问题描述" rules={[{ required: true, whitespace: true, message: PaperDetailMessages.noticeEmpty }]}>
          <Input.TextArea rows={3} maxLength={PaperDetailLimits.maxNoticeLength} showCount placeholder="例如：第5题答案应为 C" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
