import { App, Form, Input, Modal } from 'antd';
import { AccountLimits, ZSaveStudentRequestSchema, type TStudent } from '@zuoyeben/shared';
import { useSaveStudent } from '../api/save-student';
import { zodRule } from '@/lib/zod-rule';
import { showSaveError } from '@/lib/form-conflict';
import { ClassSelect } from './class-select';

interface StudentFormValues {
  stuName: string;
  buddies: string;
  stuPhone?: string;
  classGuid: string;
}

interface StudentFormModalProps {
  open: boolean;
  /** The student to edit; null adds a new one. */
  editing: TStudent | null;
  /** Class preselected for a new student (the list's current filter). */
  defaultClassGuid?: string;
  onClose: () => void;
}

const rule = (field: keyof StudentFormValues) => [zodRule(ZSaveStudentRequestSchema, field)];

/** 添加学生 / 编辑学生, validated with the shared request schema. */
export function StudentFormModal({ open, editing, defaultClassGuid, onClose }: StudentFormModalProps) {
  const [form] = Form.useForm<StudentFormValues>();
  const { message } = App.useApp();
  const save = useSaveStudent();

  const submit = async (values: StudentFormValues) => {
    try {
      await save.mutateAsync({ ...values, stuPhone: values.stuPhone?.trim() ?? '', stuGuid: editing?.stuGuid });
      void message.success(editing ? '修改成功' : '添加成功');
      onClose();
    } catch (error) {
      // A taken student number (学号已存在：…) is the only conflict the server raises here.
      showSaveError(error, form, 'buddies', (text) => void message.error(text));
    }
  };

  const initialValues: Partial<StudentFormValues> = editing
    ? { stuName: editing.stuName, buddies: editing.buddies, stuPhone: editing.stuPhone ?? '', classGuid: editing.classGuid }
    : { classGuid: defaultClassGuid };

  return (
    <Modal
      title={editing ? '编辑学生' : '添加学生'}
      open={open}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} preserve={false}>
        <Form.Item name="stuName" label="姓名" required rules={rule('stuName')}>
          <Input maxLength={AccountLimits.studentName} placeholder="请输入学生姓名" autoFocus />
        </Form.Item>
        <Form.Item name="buddies" label="学号" required rules={rule('buddies')}>
          <Input maxLength={AccountLimits.buddies} placeholder="数字或字母，如 2026070101" />
        </Form.Item>
        <Form.Item name="stuPhone" label="手机号" rules={rule('stuPhone')}>
          <Input maxLength={AccountLimits.phone} placeholder="选填，11位手机号" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="classGuid" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <ClassSelect placeholder="请选择班级" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
