import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Flex, Select, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCurrentUser } from '@/features/auth';
import { useStudentLook } from '../api/get-student-look';
import { useStudentLookStudents } from '../api/get-student-look-students';
import { useWorkCalcQueryData } from '../api/get-work-calc-query-data';
import { termRange } from './dashboard-page';
import { StudentKnowledgeTable, StudentTrend, StudentWorksTable, StudentWrongTable } from './student-look-sections';
import './student-look.css';

type Range = [Dayjs, Dayjs] | null;

/**
 * 学生学情 (spec 03 §2.1 /reports/studentLook): one student's scores against the class, trend, knowledge mastery and
 * lost questions in a subject, printable for a parent meeting. The classes are those the user may see.
 */
export function StudentLookPage() {
  const user = useCurrentUser();
  const ruCode = user.school.ru;
  const choices = useWorkCalcQueryData(ruCode);
  const [range, setRange] = useState<Range>(() => termRange());
  const [picked, setPicked] = useState<{ classCode?: string; stuGuid?: string; km?: string }>({});
  const classCode = picked.classCode ?? choices.data?.classes[0]?.classCode ?? '';
  const km = picked.km ?? user.selected?.km ?? choices.data?.subjects[0] ?? '';
  const stuGuid = picked.stuGuid ?? '';
  const students = useStudentLookStudents({ ruCode, classCode }, !!classCode);
  const query = {
    ruCode, classCode, stuGuid, km,
    startDay: range?.[0].format('YYYY-MM-DD'),
    endDay: range?.[1].format('YYYY-MM-DD'),
  };
  const look = useStudentLook(query, !!classCode && !!stuGuid && !!km);
  const d = look.data;

  return (
    <Flex vertical gap="middle" className="student-look">
      <Card title="学生学情" className="student-look-no-print">
        <Flex wrap gap="small">
          <Select
            aria-label="班级"
            style={{ width: 140 }}
            value={classCode || undefined}
            placeholder="暂无可选班级"
            options={(choices.data?.classes ?? []).map((c) => ({ value: c.classCode, label: c.className }))}
            onChange={(code: string) => setPicked((p) => ({ ...p, classCode: code, stuGuid: undefined }))}
          />
          <Select
            aria-label="学生"
            style={{ width: 160 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={stuGuid || undefined}
            placeholder="搜索或选择学生"
            loading={students.isFetching}
            notFoundContent="没有找到学生"
            options={(students.data ?? []).map((s) => ({ value: s.stuGuid, label: s.name }))}
            onChange={(guid: string) => setPicked((p) => ({ ...p, stuGuid: guid }))}
          />
          <Select
            aria-label="科目"
            style={{ width: 110 }}
            value={km || undefined}
            options={[...new Set([...(choices.data?.subjects ?? []), ...(km ? [km] : [])])].map((s) => ({ value: s, label: s }))}
            onChange={(s: string) => setPicked((p) => ({ ...p, km: s }))}
          />
          <DatePicker.RangePicker
            aria-label="日期范围"
            value={range}
            placeholder={['不限开始', '不限结束']}
            onChange={(r) => setRange(r?.[0] && r[1] ? [r[0], r[1]] : null)}
          />
          <Button type="primary" disabled={!d} onClick={() => window.print()}>打印</Button>
        </Flex>
      </Card>
      {!d ? (
        <Spin spinning={look.isFetching}>
          <Empty description={choices.data && !classCode ? '暂无可选班级' : stuGuid ? '暂无数据' : '请选择学生'} />
        </Spin>
      ) : (
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {d.className} {d.studentName} · {d.km}学情
            <Typography.Text type="secondary" style={{ fontSize: 14, marginLeft: 12 }}>
              {range ? `${range[0].format('YYYY-MM-DD')} 至 ${range[1].format('YYYY-MM-DD')}` : '全部时间'}
            </Typography.Text>
          </Typography.Title>
          <StudentWorksTable works={d.works} />
          <StudentTrend look={d} loading={look.isFetching} />
          <StudentKnowledgeTable knowledge={d.knowledge} />
          <StudentWrongTable wrong={d.wrongQuestions} />
        </>
      )}
    </Flex>
  );
}
