import { useMemo, useState } from 'react';
import { Card, DatePicker, Empty, Flex, Result, Select, Spin, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatPercent, isSchoolAdmin, type TBoard } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useBoard } from '../api/get-board';
import { useReportGradeList } from '../api/get-report-grade-list';
import { termRange } from './dashboard-page';
import { percentBarsOption, ReportChart } from './report-chart';

/** Bars of each grade's submission rate and mean score rate. */
export function gradeBarsOption(board: TBoard) {
  return percentBarsOption(
    board.grades.map((g) => g.gradeName),
    [
      { name: '提交率', data: board.grades.map((g) => g.submitRate) },
      { name: '平均得分率', data: board.grades.map((g) => g.avgRate) },
    ],
  );
}

type ClassRow = TBoard['classes'][number];

/**
 * 数据看板 (spec 03 §2.1 /reports/board): the school administrator's view — each grade's submission and mean score
 * rate as bars, and a table of every class with each subject's mean score rate and submission rate.
 */
export function BoardPage() {
  const user = useCurrentUser();
  const isAdmin = isSchoolAdmin(user.user.userRole);
  const ruCode = user.school.ru;
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => termRange());
  const [gradeCode, setGradeCode] = useState('');
  const grades = useReportGradeList(ruCode);
  const board = useBoard({ ruCode, gradeCode, startDay: range[0].format('YYYY-MM-DD'), endDay: range[1].format('YYYY-MM-DD') }, isAdmin);
  const option = useMemo(() => (board.data && board.data.grades.length > 0 ? gradeBarsOption(board.data) : null), [board.data]);

  if (!isAdmin) return <Result status="403" title="数据看板仅供学校管理员查看" />;
  const subjects = board.data?.subjects ?? [];
  return (
    <Flex vertical gap="middle">
      <Card title="数据看板">
        <Flex wrap gap="small">
          <Select
            aria-label="年级"
            style={{ width: 120 }}
            value={gradeCode}
            options={[{ value: '', label: '全部年级' }, ...(grades.data ?? []).map((g) => ({ value: g.gradeCode, label: g.gradeName }))]}
            onChange={setGradeCode}
          />
          <DatePicker.RangePicker aria-label="日期范围" allowClear={false} value={range} onChange={(r) => r?.[0] && r[1] && setRange([r[0], r[1]])} />
        </Flex>
      </Card>
      <Card title="各年级提交率与平均得分率" size="small">
        {option ? <ReportChart option={option} label="各年级提交率与平均得分率柱状图" height={300} /> : <Spin spinning={board.isFetching}><Empty description="暂无数据" /></Spin>}
      </Card>
      <Card title="各班各科" size="small">
        <Table<ClassRow>
          aria-label="各班各科"
          size="small"
          rowKey="classCode"
          loading={board.isFetching}
          dataSource={board.data?.classes}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: board.isLoading ? ' ' : '暂无数据' }}
          columns={[
            { title: '班级', dataIndex: 'className', fixed: 'left', width: 110 },
            { title: '作业数', render: (_, c) => c.all.workCount, width: 80 },
            { title: '提交率', render: (_, c) => formatPercent(c.all.submitRate), width: 90 },
            { title: '平均得分率', render: (_, c) => formatPercent(c.all.avgRate), width: 100 },
            ...subjects.map((km) => ({
              title: km,
              key: km,
              width: 150,
              render: (_: unknown, c: ClassRow) => {
                const cell = c.cells.find((x) => x.km === km);
                return cell ? `${formatPercent(cell.avgRate)}（提交${formatPercent(cell.submitRate)}）` : '--';
              },
            })),
          ]}
        />
      </Card>
    </Flex>
  );
}
