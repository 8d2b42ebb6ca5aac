import { Card, Empty, Flex, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatPercent, type TAnalysisInfo, type TKnowledgeAvgScoreRow, type TKnowledgeHotRow, type TReportWorkQuery } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useKnowledgeAvgScore } from '../api/get-knowledge-avg-score';
import { useKnowledgeHot } from '../api/get-knowledge-hot';
import { useKnowledgeWell } from '../api/get-knowledge-well';

const thList = (ths: number[]) => ths.map((th) => `第${th}题`).join('、');

/** 知识点掌握: each knowledge point's questions, full marks, mean and rate, and each class's rate beside it. */
export function KnowledgeTable({ query, info }: { query: TReportWorkQuery; info: TAnalysisInfo }) {
  const rows = useKnowledgeAvgScore(query);
  const classes = rows.data?.[0]?.classes ?? [];
  const nameOf = new Map(info.classes.map((c) => [c.classCode, c.className]));
  return (
    <Card title="知识点掌握" size="small">
      <Table<TKnowledgeAvgScoreRow>
        aria-label="知识点掌握"
        size="small"
        rowKey="knowledgeGuid"
        loading={rows.isLoading}
        dataSource={rows.data}
        pagination={false}
        locale={{ emptyText: rows.isLoading ? ' ' : '这份作业的题目没有标注知识点' }}
        columns={[
          { title: '知识点', dataIndex: 'knowledgeName' },
          { title: '对应题号', dataIndex: 'ths', render: thList },
          { title: '满分', dataIndex: 'fullScore', width: 70 },
          { title: '平均分', render: (_, k) => k.all.avgScore ?? '--', width: 80 },
          { title: '得分率', render: (_, k) => formatPercent(k.all.rate), width: 90 },
          ...(classes.length > 1
            ? classes.map((c, i) => ({
                title: nameOf.get(c.classCode) ?? c.classCode,
                key: c.classCode,
                width: 100,
                render: (_: unknown, k: TKnowledgeAvgScoreRow) => formatPercent(k.classes[i]?.rate ?? null),
              }))
            : []),
        ]}
      />
    </Card>
  );
}

/** 掌握较好 and 薄弱知识点; a weak point links to practice recommended for it (spec 03 §2.6). */
export function KnowledgeWellSection({ query, info, gradeCode }: { query: TReportWorkQuery; info: TAnalysisInfo; gradeCode?: string }) {
  const well = useKnowledgeWell(query);
  if (!well.data) return null;
  const empty = well.data.well.length === 0 && well.data.weak.length === 0;
  return (
    <Card title="掌握情况" size="small">
      {empty ? (
        <Empty description="暂无数据" />
      ) : (
        <Flex vertical gap="small">
          <div>
            <Typography.Text strong>掌握较好（得分率不低于60%）：</Typography.Text>
            {well.data.well.length === 0 ? '无' : well.data.well.map((k) => <Tag key={k.knowledgeGuid} color="green">{`${k.knowledgeName} ${formatPercent(k.rate)}`}</Tag>)}
          </div>
          <div>
            <Typography.Text strong>薄弱知识点：</Typography.Text>
            {well.data.weak.length === 0
              ? '无'
              : well.data.weak.map((k) => (
                  <Tag key={k.knowledgeGuid} color="red">
                    <Link
                      to={paths.jobManager.tikuRecommend.getHref({ knowledgeGuid: k.knowledgeGuid, km: info.km, classCode: query.classCode, gradeCode })}
                      title="推荐练习"
                    >
                      {`${k.knowledgeName} ${formatPercent(k.rate)}`}
                    </Link>
                  </Tag>
                ))}
          </div>
        </Flex>
      )}
    </Card>
  );
}

/** 高频失分知识点: the points most lost, weakest first. */
export function KnowledgeHotTable({ query }: { query: TReportWorkQuery }) {
  const hot = useKnowledgeHot({ ...query, top: 10 });
  return (
    <Card title="高频失分知识点" size="small">
      <Table<TKnowledgeHotRow>
        aria-label="高频失分知识点"
        size="small"
        rowKey="knowledgeGuid"
        loading={hot.isLoading}
        dataSource={hot.data}
        pagination={false}
        locale={{ emptyText: hot.isLoading ? ' ' : '暂无数据' }}
        columns={[
          { title: '排名', width: 60, render: (_, __, i) => i + 1 },
          { title: '知识点', dataIndex: 'knowledgeName' },
          { title: '对应题号', dataIndex: 'ths', render: thList },
          { title: '得分率', dataIndex: 'rate', render: formatPercent, width: 90 },
          { title: '失分人数', width: 100, render: (_, k) => `${k.lostCount}/${k.submitCount}` },
        ]}
      />
    </Card>
  );
}
