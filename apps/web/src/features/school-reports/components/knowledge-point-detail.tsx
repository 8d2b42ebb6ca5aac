import { Card, Flex, Table } from 'antd';
import type { TKnowledgePointDetail, TKnowledgePointDetailRequest } from '@zuoyeben/shared';
import { useKnowledgePointDetail } from '../api/get-knowledge-point-detail';
import { MasteryRate } from './mastery-rate';

type Question = TKnowledgePointDetail['questions'][number];
type Student = TKnowledgePointDetail['students'][number];

/** One knowledge point drilled down: the questions that test it, and the students ordered by their rate, lowest first. */
export function KnowledgePointDetail({ request, name }: { request: TKnowledgePointDetailRequest; name: string }) {
  const detail = useKnowledgePointDetail(request, true);
  const d = detail.data;
  return (
    <Flex vertical gap="middle">
      <Card title={`「${name}」的题目`} size="small">
        <Table<Question>
          aria-label="知识点题目"
          size="small"
          loading={detail.isFetching}
          rowKey={(q) => `${q.workGuid}-${q.th}`}
          dataSource={d?.questions ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: '所选范围内没有考查该知识点的题目' }}
          columns={[
            { title: '作业', dataIndex: 'workName' },
            { title: '日期', dataIndex: 'day', width: 110 },
            { title: '题号', dataIndex: 'th', width: 70, render: (th: number) => `第${th}题` },
            { title: '满分', dataIndex: 'fullScore', width: 70 },
            { title: '得分率', dataIndex: 'rate', width: 100, render: (rate: number | null) => <MasteryRate rate={rate} /> },
            { title: '失分人数', dataIndex: 'lostCount', width: 100, render: (n: number, q) => `${n} / ${q.submitCount}` },
          ]}
        />
      </Card>
      <Card title={`「${name}」的学生（得分率从低到高）`} size="small">
        <Table<Student>
          aria-label="知识点学生"
          size="small"
          loading={detail.isFetching}
          rowKey="studentGuid"
          dataSource={d?.students ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: '暂无学生提交' }}
          columns={[
            { title: '姓名', dataIndex: 'studentName' },
            { title: '班级', dataIndex: 'className', width: 120 },
            { title: '题数', dataIndex: 'questionCount', width: 70 },
            { title: '得分', width: 110, render: (_, s) => `${s.got} / ${s.possible}` },
            { title: '得分率', dataIndex: 'rate', width: 100, render: (rate: number | null) => <MasteryRate rate={rate} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
