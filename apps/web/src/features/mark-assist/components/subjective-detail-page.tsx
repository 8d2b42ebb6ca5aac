import { useState } from 'react';
import { App, Card, Flex, InputNumber, Input, Result, Table, Tag, Typography, theme } from 'antd';
import { formatScore, type TMarkAssistMember } from '@zuoyeben/shared';
import { Link, useSearchParams } from 'react-router';
import { CenteredSpin } from '@/components/centered-spin';
import { paths } from '@/config/paths';
import { useAssistGroups } from '../api/get-assist-groups';
import { useSaveScore } from '../api/save-score';
import { KIND_LABEL } from './group-card';

interface Row extends TMarkAssistMember { groupLabel: string }

/** One score cell: saved through web marking (POST /api/Mark/Save) on Enter or when leaving the field. */
function ScoreCell({ row, fullScore, onSave }: { row: Row; fullScore: number; onSave: (score: number) => Promise<unknown> }) {
  const [value, setValue] = useState<number | null>(row.score);
  const save = () => {
    if (value === null || value === row.score) return;
    onSave(value).catch(() => setValue(row.score));
  };
  return (
    <InputNumber
      aria-label={`${row.studentName ?? ''}得分`}
      size="small"
      min={0}
      max={fullScore}
      step={0.5}
      value={value}
      onChange={setValue}
      onBlur={save}
      onPressEnter={save}
      style={{ width: 90 }}
    />
  );
}

/** /ai-correction/subjective-detail?workGuid=&th= (批改详情): every student's answer to one question, score editable. */
export function SubjectiveDetailPage() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const th = Number(params.get('th'));
  const [filter, setFilter] = useState('');
  const groups = useAssistGroups(workGuid, Number.isInteger(th) && th > 0 ? th : null);
  const save = useSaveScore(workGuid);

  if (!workGuid || !(th > 0)) return <Result status="warning" title="缺少作业或题号参数，请从辅助批改进入" />;
  if (groups.isPending) return <CenteredSpin />;
  if (!groups.data) return <Result status="warning" title={groups.error?.message || '加载失败'} />;
  const data = groups.data;
  const rows: Row[] = data.groups.flatMap((g) => g.members.map((m) => ({ ...m, groupLabel: g.split ? '已拆分' : KIND_LABEL[g.kind] })));
  const shown = filter ? rows.filter((r) => `${r.studentName ?? ''}${r.className ?? ''}${r.answer}`.includes(filter)) : rows;

  return (
    <Flex vertical gap={token.marginMD} style={{ padding: token.paddingLG, maxWidth: 1200, margin: '0 auto' }}>
      <Flex align="center" gap={token.marginMD} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>批改详情：{data.name} 第{data.th}题（{formatScore(data.fullScore)}分）</Typography.Title>
        <Typography.Text>已批 {data.markedCount} / {data.answerCount}</Typography.Text>
        <Link to={paths.aiCorrection.subjective.getHref({ workGuid, th: String(data.th) })}>返回辅助批改</Link>
      </Flex>
      <Card>
        <Input.Search allowClear placeholder="按姓名、班级或答案查找" style={{ width: 280, marginBottom: token.marginMD }} onSearch={setFilter} onChange={(e) => !e.target.value && setFilter('')} />
        <Table<Row>
          rowKey="submissionGuid"
          size="small"
          dataSource={shown}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          columns={[
            { title: '班级', dataIndex: 'className', render: (v: string | null) => v ?? '—' },
            { title: '姓名', dataIndex: 'studentName', render: (v: string | null) => v ?? '（隐藏姓名）' },
            { title: '作答', dataIndex: 'answer', render: (v: string, r) => (v ? v : r.imageCount > 0 ? `（拍照 ${r.imageCount} 张）` : <Typography.Text type="secondary">（未作答）</Typography.Text>) },
            { title: '分组', dataIndex: 'groupLabel', render: (v: string) => <Tag>{v}</Tag> },
            {
              title: '得分',
              dataIndex: 'score',
              render: (_: unknown, r) => (
                <ScoreCell
                  key={`${r.submissionGuid}-${r.score}`}
                  row={r}
                  fullScore={data.fullScore}
                  onSave={(score) => save.mutateAsync({ workGuid, th: data.th, submissionGuid: r.submissionGuid, score }).then(() => message.success('已保存'))}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
