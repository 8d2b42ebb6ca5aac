import { DatePicker, Form, Input, Select } from 'antd';
import { HomeworkLimits, HomeworkMessages } from '@zuoyeben/shared';
import type { GradeClasses } from '../../lib/class-selection';
import { disabledPastDate, disabledPastTime, type PublishLocks } from '../../lib/publish-rules';
import { checkWorkName, type PublishFormValues } from '../../lib/publish-form-values';
import { ClassPicker } from './class-picker';

interface PublishBasicFieldsProps {
  subjects: readonly string[];
  grades: readonly GradeClasses[];
  locks: PublishLocks;
  fixedClasses: readonly string[];
  timesRequired: boolean;
  /** Teaching-aid works keep their subject, name and times. */
  classesOnly: boolean;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** 科目, 作业名称, 参考班级, 开始时间, 结束时间 with the rules and locks of spec 01 §4–§5. */
export function PublishBasicFields({ subjects, grades, locks, fixedClasses, timesRequired, classesOnly }: PublishBasicFieldsProps) {
  return (
    <>
      <Form.Item<PublishFormValues> name="km" label="科目" rules={[{ required: true, message: HomeworkMessages.subjectRequired }]}>
        <Select aria-label="科目" options={subjects.map((s) => ({ value: s, label: s }))} disabled={classesOnly} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item<PublishFormValues>
        name="name"
        label="作业名称"
        required
        rules={[{ validator: async (_r, v: string) => { const p = checkWorkName(v); if (p) throw new Error(p); } }]}
      >
        <Input aria-label="作业名称" maxLength={HomeworkLimits.nameMaxLength} showCount disabled={locks.name || classesOnly} style={{ maxWidth: 420 }} />
      </Form.Item>
      <Form.Item<PublishFormValues>
        name="classes"
        label="参考班级"
        required
        rules={[{ validator: async (_r, v: PublishFormValues['classes']) => { if (!v?.classGuids.length) throw new Error(HomeworkMessages.classesRequired); } }]}
      >
        <ClassPicker grades={grades} fixed={locks.classes === 'keep' ? fixedClasses : []} disabled={locks.classes === 'all'} />
      </Form.Item>
      <Form.Item<PublishFormValues>
        name="startTime"
        label="开始时间"
        rules={[{ required: timesRequired, message: HomeworkMessages.startTimeRequired }]}
      >
        <DatePicker
          aria-label="开始时间"
          showTime={{ format: 'HH:mm' }}
          format={TIME_FORMAT}
          disabled={locks.startTime || classesOnly}
          disabledDate={(d) => disabledPastDate(d)}
          disabledTime={(d) => disabledPastTime(d)}
        />
      </Form.Item>
      <Form.Item<PublishFormValues>
        name="endTime"
        label="结束时间"
        dependencies={['startTime']}
        rules={[
          { required: timesRequired, message: HomeworkMessages.endTimeRequired },
          ({ getFieldValue }) => ({
            validator: async (_r, end: PublishFormValues['endTime']) => {
              const start = getFieldValue('startTime') as PublishFormValues['startTime'];
              if (start && end && start.isAfter(end)) throw new Error(HomeworkMessages.startAfterEnd);
            },
          }),
        ]}
      >
        <DatePicker
          aria-label="结束时间"
          showTime={{ format: 'HH:mm' }}
          format={TIME_FORMAT}
          disabled={locks.endTime || classesOnly}
          disabledDate={(d) => disabledPastDate(d)}
          disabledTime={(d) => disabledPastTime(d)}
        />
      </Form.Item>
    </>
  );
}
