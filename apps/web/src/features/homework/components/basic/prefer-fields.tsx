import { Form, Radio, Switch } from 'antd';
import { HomeworkLimits, SomeRight, type TPrefer, type TSavePreferRequest } from '@zuoyeben/shared';
import { ScoreInput } from '@/components/score-input';

/** The preference as the form holds it: the multiple-choice rule spread over three fields. */
export type PreferValues = Omit<TPrefer, 'multSetting'> & { someWrong: 1 | 2; someRight: 1 | 3; unifyScore: number };

export function preferToValues(prefer: TPrefer): PreferValues {
  const { multSetting, ...rest } = prefer;
  return { ...rest, someWrong: multSetting.someWrong, someRight: multSetting.someRight === SomeRight.Uniform ? 1 : 3, unifyScore: multSetting.unifyScore };
}

export function valuesToSave(v: PreferValues, ruCode: string): TSavePreferRequest {
  return {
    ruCode,
    scoreType: v.scoreType,
    showType: v.showType,
    syncToOthers: v.syncToOthers,
    releaseTime: v.releaseTime,
    recordFinishTime: v.recordFinishTime,
    multSetting: { isDefault: v.someWrong === 1 && v.someRight === 3, someWrong: v.someWrong, someRight: v.someRight, unifyScore: v.unifyScore ?? 0 },
  };
}

/**
 * The fields of the teacher's publish defaults (spec 01 §3 'User preference'), inside a Form of PreferValues: the
 * publish page's 偏好设置 dialog and the account centre's 偏好设置 page show the same fields.
 */
export function PreferFields({ someRight }: { someRight: 1 | 3 | undefined }) {
  const checked = { getValueProps: (v: number) => ({ checked: v === 1 }), getValueFromEvent: (c: boolean) => (c ? 1 : 0) };
  return (
    <>
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
      <Form.Item name="syncToOthers" label="同步给其他老师" {...checked}>
        <Switch aria-label="同步给其他老师" />
      </Form.Item>
      <Form.Item name="recordFinishTime" label="记录完成用时" {...checked}>
        <Switch aria-label="记录完成用时" />
      </Form.Item>
    </>
  );
}
