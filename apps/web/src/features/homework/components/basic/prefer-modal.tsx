import { ScoreInput } from '@/components/score-input';
import { useEffect } from 'react';
import { App, Form, Modal, Radio, Switch } from 'antd';
import { HomeworkLimits, SomeRight, type TPrefer } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useSavePrefer } from '../../api/save-prefer';

interface PreferModalProps {
  open: boolean;
  prefer: TPrefer | undefined;
  onSaved: (prefer: TPrefer) => void;
  onClose: () => void;
}

type PreferValues = Omit<TPrefer, 'multSetting'> & { someWrong: 1 | 2; someRight: 1 | 3; unifyScore: number };

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
    const { multSetting, ...rest } = prefer;
    form.setFieldsValue({
      ...rest,
      someWrong: multSetting.someWrong,
      someRight: multSetting.someRight === SomeRight.Uniform ? 1 : 3,
      unifyScore: multSetting.unifyScore,
    });
  }, [open, prefer, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const saved = await save.mutateAsync({
      ruCode: school.ru,
      scoreType: v.scoreType,
      showType: v.showType,
      syncToOthers: v.syncToOthers,
      releaseTime: v.releaseTime,
      recordFinishTime: v.recordFinishTime,
      multSetting: { isDefault: v.someWrong === 1 && v.someRight === 3, someWrong: v.someWrong, someRight: v.someRight, unifyScore: v.unifyScore ?? 0 },
    });
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
        <Form.Item name="scoreType" label="计分方式">
          <Radio.Group options={[{ value: 0, label: '分数' }, { value: 1, label: '对错' }]} />
        </Form.Item>
        <Form.Item name="showType" label="成绩展示">
          <Radio.Group options={[{ value: 0, label: '分数' }, { value: 1, label: 'ABCDE等级' }]} />
        </Form.Item>
        <Form.Item name="releaseTime" label="答案公布">
          <Radio.Group options={[{ value: 0, label: '批改后公布' }, { value: 1, label: '定时公布' }]} />
        </Form.Item>
        <Form.Item name="someWrong" label="多选题有错选">
          <Radio.Group options={[{ value: 1, label: '不得分' }, { value: 2, label: '得分' }]} />
        </Form.Item>
        <Form.Item name="someRight" label="多选题少选">
          <Radio.Group options={[{ value: 1, label: '统一得分' }, { value: 3, label: '得一半分' }]} />
        </Form.Item>
        {someRight === 1 && (
          <Form.Item name="unifyScore" label="少选得分" rules={[{ required: true, message: '请输入得分标准' }]}>
            <ScoreInput min={0} max={HomeworkLimits.maxScore} />
          </Form.Item>
        )}
        <Form.Item name="syncToOthers" label="同步给其他老师" getValueProps={(v: number) => ({ checked: v === 1 })} getValueFromEvent={(c: boolean) => (c ? 1 : 0)}>
          <Switch />
        </Form.Item>
        <Form.Item name="recordFinishTime" label="记录完成用时" getValueProps={(v: number) => ({ checked: v === 1 })} getValueFromEvent={(c: boolean) => (c ? 1 : 0)}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
