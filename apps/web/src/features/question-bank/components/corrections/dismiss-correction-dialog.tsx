import { App, Form, Input, Modal, Typography } from 'antd';
import { CorrectionLimits, CorrectionMessages, ZDismissItemCorrectionRequestSchema, type TItemCorrection } from '@zuoyeben/shared';
import { zodRule } from '@/lib/zod-rule';
import { useDismissItemCorrection } from '../../api/dismiss-item-correction';

interface DismissCorrectionDialogProps {
  /** The report to dismiss; null keeps the dialog closed. */
  row: TItemCorrection | null;
  onClose(): void;
}

/** 忽略 asks for confirmation, with an optional note for the record. */
export function DismissCorrectionDialog({ row, onClose }: DismissCorrectionDialogProps) {
  const [form] = Form.useForm<{ note?: string }>();
  const { message } = App.useApp();
  const dismiss = useDismissItemCorrection();

  const submit = ({ note }: { note?: string }) => {
    if (!row) return;
    return dismiss.mutateAsync({ id: row.id, note: note?.trim() ?? '' }).then(
      () => {
        void message.success(CorrectionMessages.dismissed);
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      title="忽略纠错"
      open={row !== null}
      width={500}
      okText="确定忽略"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={dismiss.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{`确定忽略${row?.reporterName ?? ''}提交的这条纠错吗？忽略后试题保持不变。`}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="note" label="处理说明" rules={[zodRule(ZDismissItemCorrectionRequestSchema, 'note')]}>
          <Input.TextArea rows={3} maxLength={CorrectionLimits.noteMaxLength} showCount placeholder="选填，如：经核实试题无误" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
