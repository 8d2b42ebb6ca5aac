import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { AccountLimits, ZSaveClassRequestSchema, type GradeCode, type TClass } from '@zuoyeben/shared';
import { useSaveClass } from '../api/save-class';
import { zodRule } from '@/lib/zod-rule';
import { showSaveError } from '@/lib/form-conflict';

interface ClassFormValues {
  className: string;
  gradeCode: GradeCode;
  isTeachClass: boolean;
}

interface ClassFormModalProps {
  open: boolean;
  /** The class to rename; null creates a new one. */
  editing: TClass | null;
  grades: readonly { gradeCode: GradeCode; gradeName: string }[];
  defaultGradeCode?: GradeCode;
  onClose: () => void;
}

/** 新建班级 / 重命名班级 (administrators only). A class keeps its grade once created. */
export function ClassFormModal({ open, editing, grades, defaultGradeCode, onClose }: ClassFormModalProps) {
  const [form] = Form.useForm<ClassFormValues>();
  const { message } = App.useApp();
  const save = useSaveClass();

  const submit = async (values: ClassFormValues) => {
    try {
      await save.mutateAsync({ ...values, classGuid: editing?.classGuid });
      void message.success(editing ? '重命名成功' : '新建班级成功');
      onClose();
    } catch (error) {
      // A same-name class in the grade is the only conflict the server raises here.
      showSaveError(error, form, 'className', (text) => void message.error(text));
    }
  };

  const initialValues: Partial<ClassFormValues> = editing
    ? { className: editing.className, gradeCode: editing.gradeCode, isTeachClass: editing.isTeachClass }
    : { gradeCode: defaultGradeCode ?? grades[0]?.gradeCode, isTeachClass: false };

  return (
    <Modal
      title={editing ? '重命名班级' : '新建班级'}
      open={open}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} preserve={false}>
        <Form.Item name="className" label="班级名称" required rules={[zodRule(ZSaveClassRequestSchema, 'className')]}>
          <Input maxLength={AccountLimits.className} showCount placeholder="如：七年级1班" autoFocus />
        </Form.Item>
        <Form.Item name="gradeCode" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
          <Select
            disabled={!!editing}
            placeholder="请选择年级"
            options={grades.map((g) => ({ value: g.gradeCode, label: g.gradeName }))}
          />
        </Form.Item>
        <Form.Item name="isTeachClass" label="教学班" valuePropName="checked" extra="教学班用于走班、选科等按科目组织的班级">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
