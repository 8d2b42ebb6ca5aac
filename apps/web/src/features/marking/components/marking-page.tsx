import { useState } from 'react';
import { Alert, Card, Empty, Flex, Result, Segmented, Tabs, Typography, theme } from 'antd';
import { WorkType, formatScore } from '@zuoyeben/shared';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useMarkQuestions } from '../api/get-mark-questions';
import { MarkPanel } from './mark-panel';
import { ArbitrationPanel } from './arbitration-panel';

/** /jobManager/marking?workGuid=: web marking of a homework's subjective questions, one tab per question. */
export function MarkingPage() {
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const questions = useMarkQuestions(workGuid);
  const [chosen, setChosen] = useState<number | null>(null);
  const [mode, setMode] = useState<'mark' | 'arbitrate'>('mark');

  if (!workGuid) return <Result status="warning" title="缺少作业参数，请从作业列表进入阅卷" />;
  if (questions.isPending) return <CenteredSpin />;
  if (!questions.data) return <Result status="warning" title={questions.error?.message || '加载失败'} />;
  const { list, name, commentNumber, noCommentNumber } = questions.data;
  // Start on the first question that still has answers to mark.
  const active = chosen ?? (list.find((q) => q.unmarkedCount > 0) ?? list[0])?.th ?? null;
  const nextTh = list.find((q) => q.th !== active && q.unmarkedCount > 0)?.th;
  const double = list.find((q) => q.th === active)?.doubleMarking ?? null;
  const arbitrating = mode === 'arbitrate' && double?.canArbitrate === true;

  return (
    <Flex vertical gap={token.marginMD}>
      <Flex align="baseline" gap={token.marginMD} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>阅卷：{name}</Typography.Title>
        <Typography.Text>已阅 {commentNumber}</Typography.Text>
        <Typography.Text type="warning">未阅 {noCommentNumber}</Typography.Text>
        {active !== null && (
          <Link to={paths.aiCorrection.subjective.getHref({ workGuid, th: String(active) })}>辅助批改：相同答案按组给分</Link>
        )}
        {active !== null && <Link to={paths.smartViewer.getHref({ workGuid, th: String(active) })}>智能阅卷（全屏、键盘给分）</Link>}
        {questions.data.workType === WorkType.MachineRead && <Link to={paths.review.getHref({ workGuid })}>批阅答题卡</Link>}
      </Flex>
      <Alert type="info" showIcon title="输入分数后按回车即可保存并进入下一份；也可以使用教师手机端阅卷。" />
      {list.length === 0 || active === null ? (
        <Card><Empty description="本作业没有主观题，无需阅卷" /></Card>
      ) : (
        <Card>
          <Tabs
            activeKey={String(active)}
            onChange={(key) => {
              setChosen(Number(key));
              setMode('mark');
            }}
            items={list.map((q) => ({ key: String(q.th), label: `第${q.th}题 已阅 ${q.markedCount} / 未阅 ${q.unmarkedCount}` }))}
          />
          {double && (
            <Flex align="center" gap={token.marginMD} wrap style={{ marginBottom: token.marginMD }}>
              <Alert
                type="info"
                showIcon
                style={{ flex: '1 1 360px' }}
                title={`本题双评（误差 ${formatScore(double.tolerance)} 分）：一评 ${double.firstCount} 份，二评 ${double.secondCount} 份，待仲裁 ${double.arbitrationCount} 份，已仲裁 ${double.arbitratedCount} 份。两位老师独立评分，互不可见。`}
              />
              {double.canArbitrate && (
                <Segmented
                  value={mode}
                  onChange={(v) => setMode(v as 'mark' | 'arbitrate')}
                  options={[{ value: 'mark', label: '评分' }, { value: 'arbitrate', label: `仲裁（${double.arbitrationCount}）` }]}
                />
              )}
            </Flex>
          )}
          {arbitrating ? <ArbitrationPanel key={`arbitrate-${active}`} workGuid={workGuid} th={active} /> : <MarkPanel
            key={active}
            workGuid={workGuid}
            th={active}
            questionFiles={questions.data.questionFiles}
            answerFiles={questions.data.answerFiles}
            content={list.find((q) => q.th === active)?.content}
            onNextQuestion={nextTh === undefined ? undefined : () => setChosen(nextTh)}
          />}
        </Card>
      )}
    </Flex>
  );
}
