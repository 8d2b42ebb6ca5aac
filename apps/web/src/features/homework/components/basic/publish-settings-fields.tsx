import { App, DatePicker, Form, Radio, Switch, type FormInstance } from 'antd';
import { HomeworkMessages, WorkType, type TPrefer } from '@zuoyeben/shared';
import { disabledPastDate, disabledPastTime } from '../../lib/publish-rules';
import { reviewTypeEffects, type PublishFormValues } from '../../lib/publish-form-values';

interface PublishSettingsFieldsProps {
  form: FormInstance<PublishFormValues>;
  workType: number;
  prefer: TPrefer | undefined;
  isEdit: boolean;
  canTurnOffOverdue: boolean;
  canAllowView: boolean;
  /** reviewPower: the school lets teachers choose the review type. */
  canChooseReview: boolean;
  classesOnly: boolean;
}

const paperKind = (t: number) => t === WorkType.MachineRead || t === WorkType.TestPaper || t === WorkType.Offline;
const checked = { valuePropName: 'checked' } as const;

/** 用途, 作答方式, 批阅方式, 答题卡, 计分, 展示, 答案公布 and the switches of spec 01 §2/§3, by work kind. */
export function PublishSettingsFields({ form, workType, prefer, isEdit, canTurnOffOverdue, canAllowView, canChooseReview, classesOnly }: PublishSettingsFieldsProps) {
  const { message, modal } = App.useApp();
  const km = Form.useWatch('km', form);
  // preserve: the review type has no bound Form.Item (see below), and useWatch only sees bound fields otherwise.
  const reviewType = Form.useWatch('reviewType', { form, preserve: true });
  const releaseType = Form.useWatch('releaseType', form);

  const changeReviewType = (next: 0 | 1) => {
    const apply = () => form.setFieldsValue(reviewTypeEffects(next, prefer));
    // Only an edit has data to lose; a new work just takes the effects.
    if (!isEdit) return apply();
    modal.confirm({
      title: '提示',
      content: HomeworkMessages.reviewTypeResetConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: apply,
    });
  };
  const changeOverdue = (on: boolean) => {
    if (!on && !canTurnOffOverdue) {
      void message.warning(HomeworkMessages.overdueLocked);
      form.setFieldValue('overdueable', true);
      return;
    }
    form.setFieldValue('overdueable', on);
  };

  return (
    <>
      <Form.Item<PublishFormValues> name="use" label="用途">
        <Radio.Group options={[{ value: 1, label: '课时作业' }, { value: 2, label: '周测' }]} />
      </Form.Item>
      {!classesOnly && workType === WorkType.Online && (
        <Form.Item<PublishFormValues> name="jobType" label="作答方式">
          <Radio.Group options={[{ value: 1, label: '手机作答' }, { value: 2, label: '纸质作答' }]} />
        </Form.Item>
      )}
      {!classesOnly && paperKind(workType) && (
        <>
          {canChooseReview && (
            <Form.Item<PublishFormValues> label="批阅方式">
              {/* Not bound to the field: a change may need a confirm first, and cancelling keeps the old value. */}
              <Radio.Group
                value={reviewType}
                onChange={(e) => changeReviewType(e.target.value as 0 | 1)}
                options={[{ value: 0, label: '先批改后扫描' }, { value: 1, label: '先扫描后在线批改' }]}
              />
            </Form.Item>
          )}
          <Form.Item<PublishFormValues> name="answerSheetType" label="答题卡">
            <Radio.Group options={[{ value: 1, label: '题卡合一' }, { value: 2, label: '题卡分离' }]} />
          </Form.Item>
        </>
      )}
      {!classesOnly && (
        <>
          <Form.Item<PublishFormValues> name="scoreType" label="计分方式">
            <Radio.Group options={[{ value: 0, label: '分数' }, { value: 1, label: '对错' }]} />
          </Form.Item>
          <Form.Item<PublishFormValues> name="showType" label="成绩展示">
            <Radio.Group options={[{ value: 0, label: '分数' }, { value: 1, label: 'ABCDE等级' }]} />
          </Form.Item>
          <Form.Item<PublishFormValues> name="releaseType" label="答案公布">
            <Radio.Group options={[{ value: 0, label: '批改后公布' }, { value: 1, label: '定时公布' }]} />
          </Form.Item>
          {releaseType === 1 && (
            <Form.Item<PublishFormValues> name="releaseTime" label="公布时间" rules={[{ required: true, message: HomeworkMessages.releaseTimeRequired }]}>
              <DatePicker aria-label="公布时间" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => disabledPastDate(d)} disabledTime={(d) => disabledPastTime(d)} />
            </Form.Item>
          )}
          <Form.Item<PublishFormValues> name="overdueable" label="允许逾期提交" {...checked}>
            <Switch aria-label="允许逾期提交" onChange={changeOverdue} />
          </Form.Item>
          <Form.Item<PublishFormValues> name="showStudentInfo" label="显示学生信息" {...checked}>
            <Switch aria-label="显示学生信息" />
          </Form.Item>
          {km === '数学' && (
            <Form.Item<PublishFormValues> name="mathWitMarking" label="填空题批改助手" {...checked} tooltip="数学填空题智能批改；先批改后扫描时不可用">
              <Switch aria-label="填空题批改助手" disabled={paperKind(workType) && reviewType === 0} />
            </Form.Item>
          )}
          {km === '英语' && (
            <Form.Item<PublishFormValues> name="witMarking" label="单词批改" {...checked}>
              <Switch aria-label="单词批改" />
            </Form.Item>
          )}
        </>
      )}
      <Form.Item<PublishFormValues> name="syncToOthers" label="同步给其他老师" {...checked}>
        <Switch aria-label="同步给其他老师" />
      </Form.Item>
      {!classesOnly && canAllowView && (
        <Form.Item<PublishFormValues> name="allowOthersView" label="允许他人查看" {...checked}>
          <Switch aria-label="允许他人查看" />
        </Form.Item>
      )}
    </>
  );
}
