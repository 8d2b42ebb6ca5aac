import { useEffect } from 'react';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TTeachProgressItem } from '@zuoyeben/shared';
import { useUpdateProgressItem } from '../api/progress/update-progress-item';

interface PlanValues { range: [Dayjs | null, Dayjs | null] | null; remark: string }

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/** 计划: one chapter's planned start and end dates and a short note. */
export function ProgressPlanModal({ progressGuid, item, onClose }: { progressGuid: string; item: TTeachProgressItem | null; onClose(): void }) {
  const [form] = Form.useForm<PlanValues>();
  const update = useUpdateProgressItem();
  useEffect(() => {
    if (!item) return;
    update.reset();
    form.setFieldsValue({
      range: item.planStart || item.planEnd ? [item.planStart ? dayjs(item.planStart) : null, item.planEnd ? dayjs(item.planEnd) : null] : null,
      remark: item.remark,
    });
  }, [item]);

  const submit = async () => {
    const values = await form.validateFields();
    await update.mutateAsync({ guid: progressGuid, chapterGuid: item!.chapterGuid, planStart: day(values.range?.[0]), planEnd: day(values.range?.[1]),
      remark: values.remark ?? '' });
    onClose();
  };

  return (
    <Modal open={!!item} title={`教学计划：${item?.chapterName ?? ''}`} okText="保存" cancelText="取消" onOk={() => submit().catch(() => undefined)}
      onCancel={onClose} confirmLoading={update.isPending} destroyOnHidden>
      {update.error && <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="range" label="计划日期">
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} aria-label="计划日期" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 100, message: '备注不能超过100个字符' }]}>
          <Input placeholder="如：期中考试前讲完" maxLength={100} aria-label="备注" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
