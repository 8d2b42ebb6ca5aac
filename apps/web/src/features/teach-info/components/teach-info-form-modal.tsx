import { App, Form, Modal, Select } from 'antd';
import {
  ClassJoinMessages,
  isSchoolAdmin,
  ZSaveTeachInfoRequestSchema,
  gradesOfPeriod,
  zhIssueMessage,
  type GradeCode,
  type PeriodCode,
  type TTeachInfo,
} from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { useSchoolClasses } from '../api/get-school-classes';
import { useTeachVersions } from '../api/get-teach-versions';
import { useSaveTeachInfo } from '../api/save-teach-info';

const zhError = (issue: Parameters<typeof zhIssueMessage>[0]) => zhIssueMessage(issue);

interface TeachInfoFormValues {
  studyname?: PeriodCode;
  subject?: string;
  textbookVersion?: string;
  gradeCodes: GradeCode[];
  classGuids: string[];
}

interface TeachInfoFormModalProps {
  open: boolean;
  /** The entry to edit; null adds a new one. */
  editing: TTeachInfo | null;
  onClose: () => void;
}

/** 添加教学信息 / 编辑教学信息: each choice narrows the next (学段 → 科目 → 教材版本, 年级 → 班级). */
export function TeachInfoFormModal({ open, editing, onClose }: TeachInfoFormModalProps) {
  const [form] = Form.useForm<TeachInfoFormValues>();
  const { message } = App.useApp();
  const { periods, permission, user } = useCurrentUser();
  const canJoinFreely = permission.teachInfoPower || isSchoolAdmin(user.userRole);
  const save = useSaveTeachInfo();
  const period = Form.useWatch('studyname', form);
  const subject = Form.useWatch('subject', form);
  const gradeCodes = Form.useWatch('gradeCodes', form) ?? [];
  const versions = useTeachVersions(period, subject);
  const allClass = useSchoolClasses();

  const subjects = periods.find((p) => p.period === period)?.subjects ?? [];
  const classOptions = (allClass.data ?? [])
    .filter((g) => gradeCodes.includes(g.gradeCode))
    .map((g) => ({ label: g.gradeName, title: g.gradeName, options: g.clazzes.map((c) => ({ value: c.classGuid, label: c.name })) }));

  // A changed choice clears whatever depended on it, so the form never holds a mismatched pair.
  const onValuesChange = (changed: Partial<TeachInfoFormValues>, all: TeachInfoFormValues) => {
    if ('studyname' in changed) form.setFieldsValue({ subject: undefined, textbookVersion: undefined, gradeCodes: [], classGuids: [] });
    else if ('subject' in changed) form.setFieldsValue({ textbookVersion: undefined });
    else if ('gradeCodes' in changed) {
      const allowed = new Set(
        (allClass.data ?? []).filter((g) => all.gradeCodes.includes(g.gradeCode)).flatMap((g) => g.clazzes.map((c) => c.classGuid)),
      );
      form.setFieldsValue({ classGuids: (all.classGuids ?? []).filter((guid) => allowed.has(guid)) });
    }
  };

  const submit = async (values: TeachInfoFormValues) => {
    // The shared schema narrows the form's loose values (e.g. a textbook version string) to the request type.
    const request = ZSaveTeachInfoRequestSchema.safeParse({ ...values, Guid: editing?.Guid }, { error: zhError });
    if (!request.success) {
      void message.error(request.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    try {
      const saved = await save.mutateAsync(request.data);
      if (saved.pendingClasses.length > 0) void message.info(ClassJoinMessages.pendingSaved);
      else void message.success('保存成功');
      onClose();
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : '保存失败，请稍后重试');
    }
  };

  const initialValues: TeachInfoFormValues = editing
    ? {
        studyname: editing.Studyname,
        subject: editing.Subject,
        textbookVersion: editing.textbookVersion,
        gradeCodes: editing.gradeGuids,
        // Classes waiting for approval stay in the form, so saving again does not withdraw the request.
        classGuids: [...editing.classGuids, ...editing.pendingClasses.map((c) => c.classGuid)],
      }
    : { studyname: periods.length === 1 ? periods[0]!.period : undefined, gradeCodes: [], classGuids: [] };

  return (
    <Modal
      title={editing ? '编辑教学信息' : '添加教学信息'}
      open={open}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange} onFinish={submit} preserve={false}>
        <Form.Item name="studyname" label="学段" rules={[{ required: true, message: '请选择学段' }]}>
          <Select placeholder="请选择学段" options={periods.map((p) => ({ value: p.period, label: p.periodName }))} />
        </Form.Item>
        <Form.Item name="subject" label="科目" rules={[{ required: true, message: '请选择科目' }]}>
          <Select placeholder={period ? '请选择科目' : '请先选择学段'} disabled={!period} options={subjects.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item name="textbookVersion" label="教材版本" rules={[{ required: true, message: '请选择教材版本' }]}>
          <Select
            placeholder={subject ? '请选择教材版本' : '请先选择科目'}
            disabled={!subject}
            loading={versions.isFetching}
            options={(versions.data?.list ?? []).map((v) => ({ value: v, label: v }))}
          />
        </Form.Item>
        <Form.Item name="gradeCodes" label="年级" rules={[{ required: true, message: '请至少选择一个年级' }]}>
          <Select
            mode="multiple"
            placeholder={period ? '请选择年级' : '请先选择学段'}
            disabled={!period}
            options={period ? gradesOfPeriod(period).map((g) => ({ value: g.code, label: g.name })) : []}
          />
        </Form.Item>
        <Form.Item name="classGuids" label="任教班级" extra={canJoinFreely ? undefined : '新加入的班级需学校管理员审批后生效'}>
          <Select
            mode="multiple"
            placeholder={gradeCodes.length ? '请选择任教班级' : '请先选择年级'}
            disabled={gradeCodes.length === 0}
            loading={allClass.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={classOptions}
            notFoundContent="所选年级暂无可选班级"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
