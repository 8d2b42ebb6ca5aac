import { useEffect, useRef } from 'react';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { GRADES, PreparingLimits, PreparingMessages, PreparingSource, type GradeCode, type TPreparingWork } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useCreatePreparingWork } from '../api/create-preparing-work';
import { useSchoolClasses } from '../api/get-school-classes';
import { useUpdatePreparingWork } from '../api/update-preparing-work';

interface FormValues { name?: string; gradeCode: GradeCode; classGuids: string[]; lessonDate: Dayjs; notes?: string }

interface PreparingFormDialogProps {
  open: boolean;
  /** A new preparation of this paper… */
  paper?: { paperGuid: string; name: string; gradeCode: string | null; paperSource?: number };
  /** …or an existing one to edit. */
  work?: TPreparingWork;
  onClose(saved?: TPreparingWork): void;
}

/** 备课 form: name, grade and classes, lesson day and notes (materials are added from the list). */
export function PreparingFormDialog({ open, paper, work, onClose }: PreparingFormDialogProps) {
  const { message } = App.useApp();
  const { school } = useCurrentUser();
  const [form] = Form.useForm<FormValues>();
  const classes = useSchoolClasses(school.ru);
  const create = useCreatePreparingWork();
  const update = useUpdatePreparingWork();
  const gradeCode = Form.useWatch('gradeCode', form);

  // Filled once per opening: the parent passes a fresh `paper` object on every render, and refilling then would
  // wipe the classes a teacher has just picked.
  const filled = useRef(false);
  useEffect(() => {
    if (!open) { filled.current = false; return; }
    if (filled.current) return;
    filled.current = true;
    form.setFieldsValue(work
      ? { name: work.name, gradeCode: work.gradeCode as GradeCode, classGuids: work.classes.map((c) => c.guid), lessonDate: dayjs(work.lessonDate), notes: work.notes }
      : { name: paper?.name.slice(0, PreparingLimits.maxNameLength), gradeCode: (paper?.gradeCode ?? undefined) as GradeCode | undefined, classGuids: [], lessonDate: dayjs(), notes: '' });
  }, [open, work, paper, form]);

  const classOptions = (classes.data ?? []).filter((g) => g.gradeCode === gradeCode)
    .flatMap((g) => g.clazzes.map((c) => ({ value: c.classGuid, label: c.name })));

  const submit = (v: FormValues) => {
    const fields = { name: v.name, gradeCode: v.gradeCode, classGuids: v.classGuids, lessonDate: v.lessonDate.format('YYYY-MM-DD'), notes: v.notes ?? '' };
    const done = (saved: TPreparingWork) => {
      message.success(work ? PreparingMessages.updated : PreparingMessages.created);
      onClose(saved);
    };
    if (work) update.mutate({ guid: work.guid, ...fields }, { onSuccess: done });
    else if (paper) create.mutate({ paperGuid: paper.paperGuid, paperSource: paper.paperSource ?? PreparingSource.MyPapers, ...fields }, { onSuccess: done });
  };

  return (
    <Modal open={open} title={work ? '编辑备课' : '新建备课'} okText="确定" onOk={form.submit} onCancel={() => onClose()} destroyOnHidden width={560}
      confirmLoading={create.isPending || update.isPending}>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="name" label="备课名称" rules={[{ required: true, whitespace: true, message: '请填写备课名称' }]}>
          <Input maxLength={PreparingLimits.maxNameLength} showCount />
        </Form.Item>
        <Form.Item name="gradeCode" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
          <Select options={GRADES.map((g) => ({ value: g.code, label: g.name }))} onChange={() => form.setFieldValue('classGuids', [])} />
        </Form.Item>
        <Form.Item name="classGuids" label="上课班级（选填）">
          {/* Typing a class's name finds it (antd searches the option's value, a guid, unless told otherwise). */}
          <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={classOptions} placeholder={gradeCode ? '选择班级' : '请先选择年级'} notFoundContent="暂无可选班级" />
        </Form.Item>
        <Form.Item name="lessonDate" label="上课日期" rules={[{ required: true, message: '请选择上课日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="notes" label="备课笔记（选填）">
          <Input.TextArea rows={4} maxLength={PreparingLimits.maxNotesLength} showCount placeholder="教学目标、重难点、讲评安排…" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
