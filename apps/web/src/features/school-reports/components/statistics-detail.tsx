import { App, Button, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { TWorkStatisticsDetailQuery, TWorkStatisticsDetailRow } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCalculateWork } from '../api/calculate-work';
import { useWorkStatisticsDetail } from '../api/get-work-statistics-detail';

/**
 * The homework behind one statistics row, loaded when the row is first expanded; each opens its analysis, and
 * 重新计算 scores it again from its current answer key (after the key or a scoring rule was changed).
 */
export function StatisticsDetail({ query }: { query: TWorkStatisticsDetailQuery }) {
  const detail = useWorkStatisticsDetail(query);
  const calculate = useCalculateWork();
  const { message } = App.useApp();
  const recalculate = (workInfoGuid: string) =>
    calculate.mutate({ workInfoGuid }, {
      onSuccess: ({ changed, total }) =>
        void message.success(total === 0 ? '暂无提交，无需重新计算' : `已重新计算 ${total} 份提交，其中 ${changed} 份得分有变化`),
    });
  return (
    <Table<TWorkStatisticsDetailRow>
      size="small"
      rowKey="workGuid"
      loading={detail.isLoading}
      dataSource={detail.data}
      pagination={false}
      locale={{ emptyText: '暂无数据' }}
      aria-label="作业明细"
      columns={[
        {
          title: '作业名称',
          dataIndex: 'name',
          render: (name: string, w) => (w.offline
            ? <>{name} <Tag>线下</Tag></>
            : <Link to={paths.jobManager.jobAnalyze.getHref({ workGuid: w.workGuid })}>{name}</Link>),
        },
        { title: '开始时间', dataIndex: 'startTime', width: 150 },
        { title: '截止时间', dataIndex: 'endTime', width: 150 },
        { title: '满分', dataIndex: 'fullScore', width: 70 },
        { title: '提交', width: 90, render: (_, w) => `${w.submitCount}/${w.studentCount}` },
        { title: '已批改', dataIndex: 'markedCount', width: 80 },
        { title: '平均分', dataIndex: 'avgScore', width: 80, render: (v: number | null) => v ?? '--' },
        {
          title: '操作',
          width: 100,
          render: (_, w) => (w.offline ? null : (
            <Button type="link" size="small" loading={calculate.isPending && calculate.variables?.workInfoGuid === w.workGuid}
              onClick={() => recalculate(w.workGuid)}>
              重新计算
            </Button>
          )),
        },
      ]}
    />
  );
}
