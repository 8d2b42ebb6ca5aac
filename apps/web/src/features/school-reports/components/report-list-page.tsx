import { useState } from 'react';
import { Card, Flex, Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { Paging, ReportKind, type TWorkReportRow } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { useReportGradeList } from '../api/get-report-grade-list';
import { useWorkReportList } from '../api/get-work-report-list';

const KIND_OPTIONS = [
  { value: ReportKind.All, label: '全部类型' },
  { value: ReportKind.Homework, label: '作业' },
  { value: ReportKind.Exam, label: '考试' },
];

/** 报告列表 (spec 03 §2.1 /reports/report-list): started homework and exams; each opens its printable analysis report. */
export function ReportListPage() {
  const user = useCurrentUser();
  const ruCode = user.school.ru;
  const subjects = [...new Set(user.periods.flatMap((p) => p.subjects))];
  const [filter, setFilter] = useState({ gradeCode: '', km: '', kind: 0 as number });
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ pageIndex: 1, pageSize: Paging.defaultPageSize });
  const grades = useReportGradeList(ruCode);
  const list = useWorkReportList({ ruCode, ...filter, ...page });
  const change = (patch: Partial<typeof filter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };

  return (
    <Card title="报告列表">
      <Flex wrap gap="small" style={{ marginBottom: 16 }}>
        <Select
          aria-label="年级"
          style={{ width: 120 }}
          value={filter.gradeCode}
          options={[{ value: '', label: '全部年级' }, ...(grades.data ?? []).map((g) => ({ value: g.gradeCode, label: g.gradeName }))]}
          onChange={(gradeCode: string) => change({ gradeCode })}
        />
        <Select
          aria-label="科目"
          style={{ width: 110 }}
          value={filter.km}
          options={[{ value: '', label: '全部科目' }, ...subjects.map((km) => ({ value: km, label: km }))]}
          onChange={(km: string) => change({ km })}
        />
        <Select aria-label="类型" style={{ width: 110 }} value={filter.kind} options={KIND_OPTIONS} onChange={(kind: number) => change({ kind })} />
      </Flex>
      <Table<TWorkReportRow>
        aria-label="报告列表"
        rowKey="workGuid"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: list.isLoading ? ' ' : '暂无数据' }}
        pagination={{
          current: page.pageIndex,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: Paging.pageSizes.map(String),
          onChange: (pageIndex, pageSize) => setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize }),
        }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, r) => (
              <>
                {r.isExam && <Tag color="purple">考试</Tag>}
                {name}
              </>
            ),
          },
          { title: '年级', dataIndex: 'gradeName', width: 90 },
          { title: '科目', dataIndex: 'km', width: 80 },
          { title: '班级', dataIndex: 'classNames', render: (names: string[]) => names.join('、') },
          { title: '开始时间', dataIndex: 'startTime', width: 150 },
          { title: '提交', width: 90, render: (_, r) => `${r.submitCount}/${r.studentCount}` },
          {
            title: '操作',
            width: 100,
            render: (_, r) => <Link to={paths.report.analysis.getHref({ workGuid: r.workGuid })}>查看报告</Link>,
          },
        ]}
      />
    </Card>
  );
}
