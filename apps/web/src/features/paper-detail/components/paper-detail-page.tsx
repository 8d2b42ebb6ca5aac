import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PaperDetailMessages, type TPaperDetail } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { usePaperDetail } from '../api/get-paper-detail';
import { CountTable } from './count-table';
import { ManualTransferDialog } from './manual-transfer-dialog';
import { NoticeDialog } from './notice-dialog';
import { PaperActions } from './paper-actions';
import { PaperSections } from './paper-sections';

// ECharts is most of the dialog's code: it loads when the dialog first opens.
const PaperAnalysisDialog = lazy(() => import('./paper-analysis-dialog').then((m) => ({ default: m.PaperAnalysisDialog })));

type Dialog = 'analysis' | 'notice' | 'manual' | null;

function ManualAlert({ paper }: { paper: TPaperDetail }) {
  if (!paper.manual) return null;
  const m = paper.manual;
  const parts = [m.questions.length ? `题号：${m.questions.join('、')}` : '', m.remark ? `备注：${m.remark}` : ''].filter(Boolean);
  return (
    <Alert type="info" showIcon message={`人工处理中：${PaperDetailMessages.manualPending}`}
      description={`${m.requesterName} 于 ${new Date(m.createTime).toLocaleString('zh-CN', { hour12: false })} 提交${parts.length ? `，${parts.join('；')}` : ''}`} />
  );
}

/** 试卷详情 (/homework/paper-detail?paperGuid=, spec 02 paper detail screen, §4–§6; spec 03 §2.1, §7.7). */
export function PaperDetailPage() {
  const [params] = useSearchParams();
  const paperGuid = params.get('paperGuid');
  const navigate = useNavigate();
  const detail = usePaperDetail(paperGuid);
  const [showAnswers, setShowAnswers] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const paper = detail.data;

  if (!paperGuid || detail.isError) {
    return (
      <Card>
        <Result status="warning" title="试卷不存在或已无权查看"
          extra={<Button onClick={() => navigate(paths.jobManager.jobEditTiku.getHref({ sourceType: 4 }))}>返回我的试卷</Button>} />
      </Card>
    );
  }
  if (!paper) return <Card><Skeleton active paragraph={{ rows: 12 }} /></Card>;
  const questionCount = paper.groups.reduce((s, g) => s + g.total, 0);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>{paper.name}</Typography.Title>
          <Space size={4} wrap>
            {paper.gradeName && <Tag>{paper.gradeName}</Tag>}
            <Tag>{paper.km}</Tag>
            <Tag>共{questionCount}题</Tag>
            <Tag>总分{paper.totalScore}分</Tag>
            {paper.creatorName && <Typography.Text type="secondary">创建人：{paper.creatorName}</Typography.Text>}
          </Space>
          <PaperActions paper={paper} onAnalyse={() => setDialog('analysis')} onNotice={() => setDialog('notice')} onManual={() => setDialog('manual')} />
          <ManualAlert paper={paper} />
          {paper.answerLackNumbers.length > 0 && (
            <Alert type="warning" showIcon message={`第${paper.answerLackNumbers.join('、')}题答案缺失`} description={PaperDetailMessages.answerMissing} />
          )}
        </Flex>
      </Card>
      <Row gutter={16} align="top" wrap={false}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card title="试卷内容" extra={<Space><span>显示答案与解析</span><Switch checked={showAnswers} onChange={setShowAnswers} aria-label="显示答案与解析" /></Space>}>
            <PaperSections groups={paper.groups} showAnswers={showAnswers} answerLackNumbers={paper.answerLackNumbers} />
          </Card>
        </Col>
        <Col flex="300px">
          <Card title="题型统计" size="small" style={{ position: 'sticky', top: 16 }}>
            <CountTable groups={paper.groups} />
          </Card>
        </Col>
      </Row>
      {dialog === 'analysis' && (
        <Suspense fallback={null}>
          <PaperAnalysisDialog open paper={paper} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      <NoticeDialog open={dialog === 'notice'} paperGuid={paper.paperGuid} questionCount={questionCount} onClose={() => setDialog(null)} />
      <ManualTransferDialog open={dialog === 'manual'} paperGuid={paper.paperGuid} questionCount={questionCount} onClose={() => setDialog(null)} />
    </Flex>
  );
}
