import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { ScoreSummaryThresholds, type TClassScoreSummary } from '@zuoyeben/shared';
import { useScoreSummary } from '../api/get-score-summary';
import type { WorkClassParams } from '../api/keys';

const NONE = '—';
const points = (v: number | null) => (v === null ? NONE : String(v));
const percent = (v: number | null) => (v === null ? NONE : `${v}%`);
const share = (v: number) => `${Math.round(v * 100)}%`;

const columns: TableColumnsType<TClassScoreSummary> = [
  { title: '班级', dataIndex: 'className' },
  { title: '提交/人数', key: 'submit', render: (_, r) => `${r.submitCount}/${r.studentCount}` },
  { title: '平均分', dataIndex: 'average', render: points },
  { title: '最高分', dataIndex: 'highest', render: points },
  { title: '最低分', dataIndex: 'lowest', render: points },
  { title: '及格率', dataIndex: 'passRate', render: percent },
  { title: '优秀率', dataIndex: 'excellentRate', render: percent },
];

/**
 * The figures above the report, per class and (for several classes) all together, with the lines they use. Rates
 * are of the students who submitted; a class where nobody submitted shows — rather than zeros.
 */
export function ScoreSummary(params: WorkClassParams) {
  const summary = useScoreSummary(params);
  const data = summary.data;
  const rows = data ? (data.all ? [...data.list, data.all] : data.list) : [];
  return (
    <Flex vertical gap="small">
      <Table<TClassScoreSummary>
        size="small"
        rowKey={(r) => r.classCode || 'all'}
        columns={columns}
        dataSource={rows}
        loading={summary.isFetching}
        pagination={false}
        aria-label="成绩概况"
      />
      {data && (
        <Typography.Text type="secondary">
          满分 {data.fullScore} 分；及格：得分不低于满分的 {share(ScoreSummaryThresholds.pass)}（{data.passLine} 分）；优秀：不低于满分的{' '}
          {share(ScoreSummaryThresholds.excellent)}（{data.excellentLine} 分）。比率按已提交的学生计算。
        </Typography.Text>
      )}
    </Flex>
  );
}
