import { useState } from 'react';
import { App, Button, Card, DatePicker, Flex, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatPercent, isSchoolAdmin, Paging, type TWorkStatisticsFilter, type TWorkStatisticsRow } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { useExportWorkStatistics } from '../api/export-work-statistics';
import { useWorkCalcQueryData } from '../api/get-work-calc-query-data';
import { useWorkStatistics } from '../api/get-work-statistics';
import { OfflineWorksUpload } from './offline-works-upload';
import { StatisticsDetail } from './statistics-detail';

/** The last 30 days up to today: the range the page opens with. */
export function defaultRange(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.subtract(29, 'day').startOf('day'), today.startOf('day')];
}

const rowKey = (r: TWorkStatisticsRow) => `${r.teacherId}|${r.classCode}|${r.km}`;

/**
 * 作业统计 (spec 03 §7.1 WorkStatisticsList): per teacher, class and subject, the homework published in a date range,
 * the submission rate, how much is marked and the mean score; a row expands to its homework; 导出 writes the workbook.
 */
export function JobStatisticPage() {
  const { message } = App.useApp();
  const user = useCurrentUser();
  const ruCode = user.school.ru;
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange());
  const [filter, setFilter] = useState({ gradeCode: '', classCode: '', km: '', teacherId: 0 });
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ pageIndex: 1, pageSize: Paging.defaultPageSize });
  const choices = useWorkCalcQueryData(ruCode);
  const body: TWorkStatisticsFilter = { ruCode, startDay: range[0].format('YYYY-MM-DD'), endDay: range[1].format('YYYY-MM-DD'), ...filter };
  const statistics = useWorkStatistics({ ...body, ...page });
  const exporting = useExportWorkStatistics();

  // Changing a filter starts again at page 1 (spec 03 §4).
  const change = (patch: Partial<typeof filter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  const classes = (choices.data?.classes ?? []).filter((c) => !filter.gradeCode || c.gradeCode === filter.gradeCode);
  const doExport = () =>
    exporting.mutate(body, { onSuccess: (result) => void (result === 'downloaded' ? message.success('导出成功') : undefined) });

  return (
    <Card title="作业统计">
      <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="日期范围"
          allowClear={false}
          value={range}
          onChange={(r) => {
            if (!r?.[0] || !r[1]) return;
            setRange([r[0], r[1]]);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        />
        <Select
          aria-label="年级"
          style={{ width: 120 }}
          value={filter.gradeCode}
          options={[{ value: '', label: '全部年级' }, ...(choices.data?.grades ?? []).map((g) => ({ value: g.gradeCode, label: g.gradeName }))]}
          onChange={(gradeCode: string) => change({ gradeCode, classCode: '' })}
        />
        <Select
          aria-label="班级"
          style={{ width: 140 }}
          value={filter.classCode}
          options={[{ value: '', label: '全部班级' }, ...classes.map((c) => ({ value: c.classCode, label: c.className }))]}
          onChange={(classCode: string) => change({ classCode })}
        />
        <Select
          aria-label="科目"
          style={{ width: 110 }}
          value={filter.km}
          options={[{ value: '', label: '全部科目' }, ...(choices.data?.subjects ?? []).map((km) => ({ value: km, label: km }))]}
          onChange={(km: string) => change({ km })}
        />
        {isSchoolAdmin(user.user.userRole) && (
          <Select
            aria-label="教师"
            style={{ width: 120 }}
            value={filter.teacherId}
            options={[{ value: 0, label: '全部教师' }, ...(choices.data?.teachers ?? []).map((t) => ({ value: t.teacherId, label: t.teacherName }))]}
            onChange={(teacherId: number) => change({ teacherId })}
          />
        )}
        <Button type="primary" onClick={doExport} loading={exporting.isPending} disabled={!statistics.data?.total}>
          导出
        </Button>
        <OfflineWorksUpload />
      </Flex>
      <Typography.Paragraph type="secondary">
        作业数含上传的线下作业；提交率＝提交人次÷应交人次；批改完成率＝全部批改完的提交÷提交人次；平均得分率＝每份提交的得分÷该作业满分的平均。
      </Typography.Paragraph>
      <Table<TWorkStatisticsRow>
        aria-label="作业统计"
        rowKey={rowKey}
        loading={statistics.isFetching}
        dataSource={statistics.data?.list}
        locale={{ emptyText: statistics.isLoading ? ' ' : '暂无数据' }}
        expandable={{
          expandedRowRender: (r) => (
            <StatisticsDetail query={{ ruCode, startDay: body.startDay, endDay: body.endDay, teacherId: r.teacherId, classCode: r.classCode, km: r.km }} />
          ),
        }}
        pagination={{
          current: page.pageIndex,
          pageSize: page.pageSize,
          total: statistics.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: Paging.pageSizes.map(String),
          onChange: (pageIndex, pageSize) => setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize }),
        }}
        columns={[
          { title: '教师', dataIndex: 'teacherName' },
          { title: '班级', dataIndex: 'className' },
          { title: '科目', dataIndex: 'km' },
          { title: '作业数', dataIndex: 'workCount', render: (n: number, r) => (r.offlineCount > 0 ? `${n}（线下${r.offlineCount}）` : n) },
          { title: '提交', render: (_, r) => `${r.submitCount}/${r.expectedCount}` },
          { title: '提交率', dataIndex: 'submitRate', render: formatPercent },
          { title: '批改完成率', dataIndex: 'markRate', render: formatPercent },
          { title: '平均分', dataIndex: 'avgScore', render: (v: number | null) => v ?? '--' },
          { title: '平均得分率', dataIndex: 'avgRate', render: formatPercent },
        ]}
      />
    </Card>
  );
}
