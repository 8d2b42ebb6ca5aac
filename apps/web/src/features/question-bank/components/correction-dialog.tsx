import { App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import {
  CORRECTION_REASONS,
  CorrectionLimits,
  CorrectionMessages,
  ZSaveItemCorrectionRequestSchema,
  type CorrectionReasonCode,
} from '@zuoyeben/shared';
import { zodRule } from '@/lib/zod-rule';
import { useSaveItemCorrection } from '../api/save-item-correction';

interface CorrectionValues {
  reason: CorrectionReasonCode[];
  remark?: string;
}

interface CorrectionDialogProps {
  open: boolean;
  /** The reported question, as the list shows it. */
  item: { itemGuid: string; itemVersion: number };
  onClose(): void;
}

/** 试题纠错 (spec 02 §2, §5): one or more reasons (required) and an optional remark of at most 100 characters. */
export function CorrectionDialog({ open, item, onClose }: CorrectionDialogProps) {
  const [form] = Form.useForm<CorrectionValues>();
  const { message } = App.useApp();
  const save = useSaveItemCorrection();

  // Refusals are told by the api client in the server's words; only the thanks is said here.
  const submit = (values: CorrectionValues) =>
    save.mutateAsync({ ...item, reason: values.reason.join(','), remark: values.remark?.trim() ?? '' }).then(
      () => {
        void message.success(CorrectionMessages.submitted);
        onClose();
      },
      () => undefined,
    );

  return (
    <Modal
      title="试题纠错"
      open={open}
      width={500}
      okText="提交"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">发现试题有问题？请选择纠错原因，我们会尽快核实修正。</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false} initialValues={{ reason: [] }}>
        <Form.Item name="reason" label="纠错原因" required rules={[zodRule(ZSaveItemCorrectionRequestSchema, 'reason')]}>
          <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '8px 16px' }}>
            {CORRECTION_REASONS.map((r) => (
              <Checkbox key={r.code} value={r.code}>
                {r.name}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[zodRule(ZSaveItemCorrectionRequestSchema, 'remark')]}>
          <Input.TextArea
            rows={4}
            maxLength={CorrectionLimits.remarkMaxLength}
            showCount
            placeholder="选填，请描述具体问题，如：第2空答案应为 -3"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
