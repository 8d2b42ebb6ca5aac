import { Card, Descriptions, Flex, Result, Skeleton, Table, Typography, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { PaperTypeNames, SideTypeNames, StructureStatusNames, type PaperTypeValue, type SideTypeValue, type StructureStatusValue,
  type TPaperDetail } from '@zuoyeben/shared';
import { AnswerPanel, QuestionBody } from '@/features/question-bank';
import { usePaperDetail } from '../api/get-paper-detail';
import { CountTable } from './count-table';
import { PaperSections } from './paper-sections';

/**
 * Read-only views of one paper (spec 03 §2.1), by what the route's name says:
 * paper — the questions only (/view-paper, /jobManager/paper-view); answer — answers and explanations (/view-answer);
 * setting — the paper's structure and print settings (/jobManager/paper-setting); phone — the paper as students see it
 * on a phone (/homework/preview).
 */
export type PaperViewMode = 'paper' | 'answer' | 'setting' | 'phone';

const TITLES: Record<PaperViewMode, string> = { paper: '试卷', answer: '参考答案与解析', setting: '试卷设置', phone: '学生端预览' };

function AnswersOnly({ paper }: { paper: TPaperDetail }) {
  return (
    <Flex vertical gap={16}>
      {paper.groups.flatMap((g) => g.list).map((item, i) => (
        <Flex key={`${item.itemGuid}-${i}`} gap={8} align="baseline" role="article" aria-label={`第${i + 1}题答案`}>
          <Typography.Text strong style={{ flex: 'none' }}>{i + 1}.</Typography.Text>
          <div style={{ flex: 1, minWidth: 0 }}><AnswerPanel item={item} /></div>
        </Flex>
      ))}
    </Flex>
  );
}

function Settings({ paper }: { paper: TPaperDetail }) {
  const rows = paper.groups.flatMap((g) => g.list.map((q) => ({ itemTypeName: g.itemTypeName, score: q.score, difficultyName: q.difficultyName })))
    .map((r, i) => ({ ...r, number: i + 1 }));
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" bordered column={2} items={[
        { key: 'type', label: '试卷类型', children: PaperTypeNames[paper.paperType as PaperTypeValue] ?? '—' },
        { key: 'side', label: '纸张版式', children: SideTypeNames[paper.sideType as SideTypeValue] ?? '—' },
        { key: 'structure', label: '答题卡', children: StructureStatusNames[paper.structureStatus as StructureStatusValue] ?? StructureStatusNames[1] },
        { key: 'total', label: '总分', children: `${paper.totalScore}分` },
      ]} />
      <CountTable groups={paper.groups} />
      <Table size="small" rowKey="number" pagination={false} dataSource={rows} aria-label="题号与分值"
        columns={[{ title: '题号', dataIndex: 'number', width: 80 }, { title: '题型', dataIndex: 'itemTypeName' },
          { title: '难度', dataIndex: 'difficultyName' }, { title: '分值', dataIndex: 'score', align: 'right' }]} />
    </Flex>
  );
}

function PhonePreview({ paper }: { paper: TPaperDetail }) {
  const { token } = theme.useToken();
  return (
    <div aria-label="手机预览" style={{ width: 375, maxWidth: '100%', margin: '0 auto', border: `8px solid ${token.colorTextSecondary}`,
      borderRadius: 24, padding: 12, background: token.colorBgContainer, maxHeight: 720, overflowY: 'auto' }}>
      <Flex vertical gap={16}>
        {paper.groups.flatMap((g) => g.list).map((item, i) => (
          <Flex key={`${item.itemGuid}-${i}`} vertical gap={8} role="article" aria-label={`第${i + 1}题`}
            style={{ paddingBottom: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <Typography.Text type="secondary">{i + 1}. {item.itemTypeName}（{item.score}分）</Typography.Text>
            <QuestionBody item={item} />
          </Flex>
        ))}
      </Flex>
    </div>
  );
}

export function PaperViewPage({ mode }: { mode: PaperViewMode }) {
  const [params] = useSearchParams();
  const paperGuid = params.get('paperGuid');
  const detail = usePaperDetail(paperGuid);
  const paper = detail.data;
  if (!paperGuid || detail.isError) return <Card><Result status="warning" title="试卷不存在或已无权查看" /></Card>;
  if (!paper) return <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>;
  return (
    <Card title={`${paper.name} · ${TITLES[mode]}`} style={{ maxWidth: mode === 'phone' ? 520 : 960, margin: '0 auto', width: '100%' }}>
      {mode === 'paper' && <PaperSections groups={paper.groups} showAnswers={false} />}
      {mode === 'answer' && <AnswersOnly paper={paper} />}
      {mode === 'setting' && <Settings paper={paper} />}
      {mode === 'phone' && <PhonePreview paper={paper} />}
    </Card>
  );
}
