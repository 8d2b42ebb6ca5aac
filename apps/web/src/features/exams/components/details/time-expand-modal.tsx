import { useState } from 'react';
import { App, Form, InputNumber, Modal, Select } from 'antd';
import { ExamLimits, ExamMessages } from '@zuoyeben/shared';
import { useTimeExpand } from '../../api/time-expand';

interface TimeExpandModalProps {
  open: boolean;
  workGuid: string;
  ruCode: string;
  classes: { classGuid: string; className: string }[];
  onClose: () => void;
}

/** 延长时间: minutes for one class or all classes; students see the new deadline on their next read (within 30 s). */
export function TimeExpandModal({ open, workGuid, ruCode, classes, onClose }: TimeExpandModalProps) {
  const { message } = App.useApp();
  const expand = useTimeExpand(workGuid);
  const [classGuid, setClassGuid] = useState<string>('');
  const [minutes, setMinutes] = useState<number | null>(10);
  const submit = () => {
    if (minutes === null || !Number.isInteger(minutes) || minutes < 1 || minutes > ExamLimits.maxExtendMinutes) return void message.warning(ExamMessages.extendMinutes);
    expand.mutate({ ruCode, workInfoGuid: workGuid, classGuid: classGuid || null, minutes }, {
      onSuccess: () => {
        void message.success('延长成功');
        onClose();
      },
    });
  };
  return (
    <Modal open={open} title="延长考试时间" width={423} okText="确定" cancelText="取消" confirmLoading={expand.isPending} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form layout="horizontal" labelCol={{ span: 6 }}>
        <Form.Item label="班级">
          <Select aria-label="延长的班级" value={classGuid} onChange={setClassGuid}
            options={[{ value: '', label: '全部班级' }, ...classes.map((c) => ({ value: c.classGuid, label: c.className }))]} />
        </Form.Item>
        <Form.Item label="延长" extra="在原截止时间上增加，学生手机上的倒计时随之更新。">
          <InputNumber aria-label="延长分钟数" min={1} max={ExamLimits.maxExtendMinutes} precision={0} value={minutes} onChange={setMinutes} suffix="分钟" style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
