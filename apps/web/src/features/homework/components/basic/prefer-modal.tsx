import { useEffect } from 'react';
import { App, Form, Modal } from 'antd';
import type { TPrefer } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useSavePrefer } from '../../api/save-prefer';
import { PreferFields, preferToValues, valuesToSave, type PreferValues } from './prefer-fields';

interface PreferModalProps {
  open: boolean;
  prefer: TPrefer | undefined;
  onSaved: (prefer: TPrefer) => void;
  onClose: () => void;
}

/**
 * 偏好设置 (550px, spec 01 §2): the teacher's publish defaults, saved through PreferSet. Per-option multi-choice
 * scores belong to one question, so the preference offers only 统一得分 and 得一半分.
 */
export function PreferModal({ open, prefer, onSaved, onClose }: PreferModalProps) {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const [form] = Form.useForm<PreferValues>();
  const save = useSavePrefer();
  const someRight = Form.useWatch('someRight', form);

  useEffect(() => {
    if (!open || !prefer) return;
    form.setFieldsValue(preferToValues(prefer));
  }, [open, prefer, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const saved = await save.mutateAsync(valuesToSave(v, school.ru));
    void message.success('保存成功');
    onSaved(saved);
    onClose();
  };

  return (
    <Modal
      open={open}
      width={550}
      title="偏好设置"
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} labelCol={{ span: 7 }}>
        <PreferFields someRight={someRight} />
      </Form>
    </Modal>
  );
}
