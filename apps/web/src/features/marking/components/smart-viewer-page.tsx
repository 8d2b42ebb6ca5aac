import { useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Flex, Progress, Result, Select, Space, Tag, Typography, theme } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatScore, validateMark, type TMarkQuestions } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { paths } from '@/config/paths';
import { useMarkItem } from '../api/get-mark-item';
import { useMarkNext } from '../api/get-mark-next';
import { useMarkQuestions } from '../api/get-mark-questions';
import { useSaveMark } from '../api/save-mark';
import { typeScoreKey, useScoreKeys } from '../hooks/use-score-keys';
import { ReferencePanel } from './reference-panel';

/**
 * /smart-viewer?workGuid=&th= (智能阅卷): full-screen marking of one question at a time, made for the crops of scanned
 * cards — the answer large, the question and reference answer beside it, the score typed on the keyboard. Mark/Next
 * already gives this teacher only their share of a split question and, under double marking, only answers still
 * missing their mark, so the view needs nothing of its own for reviewer assignment.
 */
export function SmartViewerPage() {
  const [params, setParams] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const questions = useMarkQuestions(workGuid);

  if (!workGuid) return <Result status="warning" title="缺少作业参数，请从阅卷或扫描详情进入智能阅卷" extra={<Link to={paths.jobManager.job.path}>返回作业列表</Link>} />;
  if (questions.isPending) return <CenteredSpin />;
  if (!questions.data) return <Result status="warning" title={questions.error?.message || '加载失败'} extra={<Link to={paths.jobManager.job.path}>返回作业列表</Link>} />;
  const { list } = questions.data;
  if (list.length === 0) return <Result status="info" title="本作业没有主观题，无需阅卷" extra={<Link to={paths.jobManager.job.path}>返回作业列表</Link>} />;
  const wanted = Number(params.get('th'));
  const th = list.some((q) => q.th === wanted) ? wanted : (list.find((q) => q.unmarkedCount > 0) ?? list[0]!).th;
  const choose = (next: number) => setParams((p) => ({ ...Object.fromEntries(p), th: String(next) }), { replace: true });
  return <QuestionViewer key={th} workGuid={workGuid} th={th} data={questions.data} onChoose={choose} />;
}

interface QuestionViewerProps {
  workGuid: string;
  th: number;
  data: TMarkQuestions;
  onChoose: (th: number) => void;
}

function QuestionViewer({ workGuid, th, data, onChoose }: QuestionViewerProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [after, setAfter] = useState<string | undefined>(undefined);
  const [revisit, setRevisit] = useState<string | null>(null);
  // The answers scored in this sitting, oldest first: ← steps back through them to change a score.
  const [history, setHistory] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const next = useMarkNext({ workGuid, th, after });
  const revisited = useMarkItem(revisit ? { workGuid, th, submissionGuid: revisit } : null);
  const save = useSaveMark(workGuid);
  const item = revisit ? (revisited.data ?? null) : (next.data?.item ?? null);
  const question = data.list.find((q) => q.th === th)!;
  const index = data.list.indexOf(question);

  useEffect(() => {
    setTyped(item?.score === null || item?.score === undefined ? '' : String(item.score));
    setError(null);
  }, [item?.submissionGuid, item?.score]);

  const submit = () => {
    if (!item || save.isPending) return;
    const score = typed === '' ? null : Number(typed);
    const problem = score === null ? '请输入分数' : validateMark(score, item.fullScore);
    if (problem || score === null) return setError(problem);
    save.mutate(
      { workGuid, th, submissionGuid: item.submissionGuid, score },
      {
        onSuccess: () => {
          if (revisit) return setRevisit(null);
          setHistory((h) => [...h.filter((g) => g !== item.submissionGuid), item.submissionGuid]);
          setAfter(item.submissionGuid);
        },
        onError: (e) => setError(e.message || '保存失败，请重试'),
      },
    );
  };
  const previous = () => {
    const at = revisit ? history.indexOf(revisit) : history.length;
    if (at <= 0) return void message.info('已经是本次阅过的第一份');
    setRevisit(history[at - 1]!);
  };
  const forward = () => {
    if (revisit) {
      const at = history.indexOf(revisit);
      return setRevisit(at >= 0 && at < history.length - 1 ? history[at + 1]! : null);
    }
    if (item) setAfter(item.submissionGuid);
  };
  const stepQuestion = (step: -1 | 1) => {
    const target = data.list[index + step];
    if (!target) return void message.info(step < 0 ? '已经是第一题' : '已经是最后一题');
    onChoose(target.th);
  };
  useScoreKeys({
    onType: (key) => setTyped((t) => typeScoreKey(t, key)),
    onErase: () => setTyped((t) => t.slice(0, -1)),
    onSubmit: submit,
    onPrevious: previous,
    onNext: forward,
    onPreviousQuestion: () => stepQuestion(-1),
    onNextQuestion: () => stepQuestion(1),
  });

  // The marker's own part when the question is split or double-marked (Mark/Next's mine), else the question's.
  const progress = next.data?.mine ?? next.data;
  const marked = progress?.markedCount ?? question.markedCount;
  const total = marked + (progress?.unmarkedCount ?? question.unmarkedCount);
  const fullScore = item?.fullScore ?? question.score;
  const nextOpen = data.list.find((q) => q.th !== th && q.unmarkedCount > 0);

  return (
    <Flex vertical style={{ height: '100vh', background: token.colorBgLayout }}>
      <Flex align="center" gap={token.marginMD} wrap style={{ padding: `${token.paddingXS}px ${token.paddingLG}px`, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Title level={4} style={{ margin: 0 }}>智能阅卷</Typography.Title>
        <Typography.Text strong>{data.name}</Typography.Text>
        <Select
          aria-label="切换题目"
          value={th}
          onChange={(v) => {
            // Hand the keys back to marking: ↑ ↓ would otherwise move inside the closed list.
            (document.activeElement as HTMLElement | null)?.blur();
            onChoose(v);
          }}
          style={{ width: 220 }}
          options={data.list.map((q) => ({ value: q.th, label: `第${q.th}题（已阅 ${q.markedCount} / 未阅 ${q.unmarkedCount}）` }))}
        />
        {question.doubleMarking && <Tag color="purple">双评：两位老师独立评分</Tag>}
        <Flex align="center" gap={token.marginXS} style={{ minWidth: 220 }}>
          <Typography.Text aria-label="本题进度">已阅 {marked} / 共 {total}</Typography.Text>
          <Progress percent={total === 0 ? 100 : Math.round((marked / total) * 100)} size="small" showInfo={false} style={{ width: 120, margin: 0 }} />
        </Flex>
        <Space style={{ marginInlineStart: 'auto' }}>
          <Link to={paths.review.getHref({ workGuid })}>批阅整张答题卡</Link>
          <Link to={paths.jobManager.marking.getHref({ workGuid })}>退出全屏</Link>
        </Space>
      </Flex>
      {(revisit ? revisited.isPending : next.isPending) ? (
        <CenteredSpin />
      ) : !item ? (
        <Result
          status="success"
          title={`第${th}题已全部阅完`}
          subTitle={history.length > 0 ? '按 ← 可回看本次阅过的答卷' : undefined}
          extra={
            <Space>
              {nextOpen && <Button type="primary" onClick={() => onChoose(nextOpen.th)}>下一题（第{nextOpen.th}题）</Button>}
              <Link to={paths.review.getHref({ workGuid })}>去批阅</Link>
            </Space>
          }
        />
      ) : (
        <Flex style={{ flex: 1, minHeight: 0 }}>
          <Flex vertical gap={token.marginSM} style={{ flex: 1, minWidth: 0, overflow: 'auto', padding: token.paddingLG }}>
            <Space>
              <Typography.Text strong>{item.studentName ? `${item.studentName}（${item.className}）` : '匿名答卷'}</Typography.Text>
              {revisit && <Tag color="processing">回看：已给 {formatScore(item.score ?? 0)} 分</Tag>}
            </Space>
            {item.answer && <Typography.Paragraph style={{ fontSize: token.fontSizeHeading4 }}>文字作答：{item.answer}</Typography.Paragraph>}
            {item.images.length === 0 && !item.answer ? (
              <Empty description="该生本题没有作答图片" />
            ) : (
              item.images.map((img, i) => (
                <img key={img.fileKey} src={img.filePath} alt={`第${th}题答案${item.images.length > 1 ? ` ${i + 1}` : ''}`} style={{ width: '100%', maxWidth: 1100, background: '#fff', border: `1px solid ${token.colorBorder}` }} />
              ))
            )}
          </Flex>
          <Flex vertical gap={token.marginMD} style={{ width: 400, flexShrink: 0, overflow: 'auto', padding: token.paddingLG, background: token.colorBgContainer, borderInlineStart: `1px solid ${token.colorBorderSecondary}` }}>
            <ScoreBox typed={typed} fullScore={fullScore} onPick={(v) => setTyped(String(v))} onSubmit={submit} saving={save.isPending} revisit={!!revisit} />
            {error && <Alert type="error" showIcon title={error} />}
            <Typography.Text type="secondary">数字键输入分数，回车保存并下一份；← → 上一份 / 下一份（跳过），↑ ↓ 切换题目，退格删除。</Typography.Text>
            <ReferencePanel th={th} questionFiles={data.questionFiles} answerFiles={data.answerFiles} content={question.content} />
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}

interface ScoreBoxProps {
  typed: string;
  fullScore: number;
  onPick: (score: number) => void;
  onSubmit: () => void;
  saving: boolean;
  revisit: boolean;
}

/** The typed score large, with one button per whole point (up to 20) for a mouse. */
function ScoreBox({ typed, fullScore, onPick, onSubmit, saving, revisit }: ScoreBoxProps) {
  const { token } = theme.useToken();
  const points = fullScore <= 20 ? Array.from({ length: Math.floor(fullScore) + 1 }, (_, i) => i) : [0, fullScore];
  return (
    <Flex vertical gap={token.marginSM}>
      <Flex align="baseline" gap={token.marginXS}>
        <Typography.Text strong style={{ fontSize: 48, lineHeight: 1, minWidth: 90 }} aria-label="当前分数">
          {typed === '' ? '—' : typed}
        </Typography.Text>
        <Typography.Text type="secondary">/ 满分 {formatScore(fullScore)} 分</Typography.Text>
      </Flex>
      <Flex wrap gap={token.marginXXS}>
        {points.map((p) => (
          <Button key={p} size="small" onClick={() => onPick(p)}>{formatScore(p)}</Button>
        ))}
      </Flex>
      <Button type="primary" size="large" loading={saving} onClick={onSubmit}>
        {revisit ? '保存修改（回车）' : '保存并下一份（回车）'}
      </Button>
    </Flex>
  );
}
