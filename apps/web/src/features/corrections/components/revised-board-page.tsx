import { useState } from 'react';
import { Button, Card, Flex, Progress, Select, Table, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { CorrectionBookStatus, correctionBookStatusLabel, correctionRate, type TCorrectionBookRow } from '@zuoyeben/shared';
import { paths, withQuery } from '@/config/paths';
import { useCorrectionBookList } from '../api/get-correction-book-list';
import { useCorrectionClassStudents } from '../api/get-correction-class-students';
import { StateTag } from './state-tag';

/** The students of one row's class and their state. */
function ClassStudents({ row }: { row: TCorrectionBookRow }) {
  const students = useCorrectionClassStudents(row.workGuid, row.classGuid);
  if (students.isPending) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  if (!students.data || students.data.list.length === 0) return <Typography.Text type="secondary">暂无学生</Typography.Text>;
  return (
    <Flex wrap gap="small">
      {students.data.list.map((s) => (
        <Flex key={s.studentGuid} gap={4} align="center" aria-label={`${s.name}订正状态`}>
          <Typography.Text>{s.name}</Typography.Text>
          <StateTag state={s.state} />
        </Flex>
      ))}
    </Flex>
  );
}

const percent = (r: TCorrectionBookRow) => (r.StudentTotal > 0 ? Math.round((r.SubmitQty / r.StudentTotal) * 10000) / 100 : 0);

/** 订正看板 (/board/revised-detail): each class's correction progress per homework, default the last 6 months. */
export function RevisedBoardPage() {
  const navigate = useNavigate();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const list = useCorrectionBookList({ pageIndex, pageSize, status });

  return (
    <Card title="订正看板" extra={<Typography.Text type="secondary">近6个月布置的订正</Typography.Text>}>
      <Flex vertical gap="middle">
        <Select
          aria-label="状态"
          style={{ width: 160 }}
          value={status ?? -1}
          onChange={(v) => { setStatus(v === -1 ? undefined : v); setPageIndex(1); }}
          options={[{ value: -1, label: '全部状态' }, { value: CorrectionBookStatus.InProgress, label: '进行中' }, { value: CorrectionBookStatus.Ended, label: '已结束' }]}
        />
        <Table<TCorrectionBookRow>
          rowKey={(r) => `${r.correctionGuid}-${r.classGuid}`}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: '暂无数据' }}
          expandable={{ expandedRowRender: (r) => <ClassStudents row={r} /> }}
          pagination={{
            current: pageIndex,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 30, 40, 50],
            onChange: (p, s) => { setPageIndex(s !== pageSize ? 1 : p); setPageSize(s); },
          }}
          columns={[
            { title: '作业名称', dataIndex: 'WorkSheetName', key: 'name' },
            { title: '学年', dataIndex: 'AcademicYear', key: 'year' },
            { title: '班级', dataIndex: 'ClassName', key: 'class' },
            { title: '学科', dataIndex: 'Subject', key: 'subject' },
            {
              title: '订正进度',
              key: 'rate',
              render: (_, r) => (
                <Flex vertical>
                  <Typography.Text aria-label={`${r.ClassName}订正人数`}>{`${r.SubmitQty}/${r.StudentTotal}（${correctionRate(r.SubmitQty, r.StudentTotal)}）`}</Typography.Text>
                  <Progress percent={percent(r)} showInfo={false} size="small" />
                </Flex>
              ),
            },
            { title: '布置时间', key: 'time', render: (_, r) => new Date(r.CreateTime).toLocaleString('zh-CN', { hour12: false }) },
            { title: '状态', key: 'status', render: (_, r) => <Tag color={r.Status === 0 ? 'processing' : 'default'}>{correctionBookStatusLabel(r.Status)}</Tag> },
            {
              title: '操作',
              key: 'actions',
              render: (_, r) => (
                <Button type="link" onClick={() => navigate(withQuery(paths.jobManager.revisedDetail.path, { workGuid: r.workGuid, classGuid: r.classGuid }))}>
                  订正详情
                </Button>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
