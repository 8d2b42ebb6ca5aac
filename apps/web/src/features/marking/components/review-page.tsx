import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Result, Select, Space, Switch, Table, Tag, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { formatScore, validateMark, type TScanSheet } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { ScoreInput } from '@/components/score-input';
import { paths } from '@/config/paths';
import { scanPageImageUrl, useScanSheet } from '../api/get-scan-sheet';
import { useSaveMark } from '../api/save-mark';
import { useScoreKeys } from '../hooks/use-score-keys';

type Question = TScanSheet['questions'][number];
type Page = TScanSheet['pages'][number];

/**
 * /review?workGuid=&stuGuid= (批阅): one student's whole scanned sheet, every page with what the reader saw, and the
 * score of every question, to check a sheet and correct a written answer's score; ← / → (or 上一位 / 下一位) step
 * through the students with a sheet. Without stuGuid, the first student.
 */
export function ReviewPage() {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const stuGuid = params.get('stuGuid') ?? undefined;
  const sheet = useScanSheet(workGuid, stuGuid);
  const [overlay, setOverlay] = useState(true);
  const data = sheet.data;
  const at = data?.student ? data.students.findIndex((s) => s.stuGuid === data.student!.stuGuid) : -1;
  const go = (step: -1 | 1) => {
    const target = data?.students[at + step];
    if (target) setParams({ workGuid, stuGuid: target.stuGuid });
  };
  const noop = () => undefined;
  useScoreKeys({ onType: noop, onErase: noop, onSubmit: noop, onPrevious: () => go(-1), onNext: () => go(1), onPreviousQuestion: noop, onNextQuestion: noop }, !!data);

  if (!workGuid) return <Result status="warning" title="缺少作业参数，请从扫描详情或阅卷进入批阅" extra={<Link to={paths.usercenter.scanStatus.path}>返回扫描状态</Link>} />;
  if (sheet.isPending) return <CenteredSpin />;
  if (!data) return <Result status="warning" title={sheet.error?.message || '加载失败'} extra={<Link to={paths.usercenter.scanStatus.path}>返回扫描状态</Link>} />;
  const scoreOf = new Map(data.questions.map((q) => [q.th, q]));

  return (
    <Flex vertical style={{ height: '100vh', background: token.colorBgLayout }}>
      <Flex align="center" gap={token.marginMD} wrap style={{ padding: `${token.paddingXS}px ${token.paddingLG}px`, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Title level={4} style={{ margin: 0 }}>批阅</Typography.Title>
        <Typography.Text strong>{data.workName}</Typography.Text>
        <Button icon={<LeftOutlined />} disabled={at <= 0} onClick={() => go(-1)}>上一位</Button>
        <Select
          aria-label="选择学生"
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          value={data.student?.stuGuid}
          placeholder="暂无已读取的答题卡"
          onChange={(v) => setParams({ workGuid, stuGuid: v })}
          options={data.students.map((s) => ({ value: s.stuGuid, label: `${s.stuName}（${s.className}）` }))}
        />
        <Button icon={<RightOutlined />} iconPlacement="end" disabled={at < 0 || at >= data.students.length - 1} onClick={() => go(1)}>下一位</Button>
        {data.student && <Typography.Text type="secondary">{at + 1} / {data.students.length}</Typography.Text>}
        {data.totalScore !== null && <Tag color="blue" style={{ fontSize: token.fontSizeLG, padding: '2px 8px' }}>总分 {formatScore(data.totalScore)}</Tag>}
        <Space style={{ marginInlineStart: 'auto' }}>
          <Switch checked={overlay} onChange={setOverlay} aria-label="显示识别结果" />
          <Typography.Text>显示识别结果</Typography.Text>
          <Link to={paths.smartViewer.getHref({ workGuid })}>智能阅卷</Link>
          <Link to={paths.jobManager.marking.getHref({ workGuid })}>退出全屏</Link>
        </Space>
      </Flex>
      {!data.student ? (
        <Empty style={{ marginTop: 96 }} description="本作业还没有已读取并对应到学生的答题卡" />
      ) : (
        <Flex style={{ flex: 1, minHeight: 0 }}>
          <Flex vertical gap={token.marginMD} style={{ flex: 1, minWidth: 0, overflow: 'auto', padding: token.paddingLG }}>
            {data.pages.map((p) => <SheetPage key={p.pageGuid} page={p} overlay={overlay} scoreOf={scoreOf} />)}
          </Flex>
          <div style={{ width: 460, flexShrink: 0, overflow: 'auto', padding: token.paddingLG, background: token.colorBgContainer, borderInlineStart: `1px solid ${token.colorBorderSecondary}` }}>
            <ScoreTable key={data.student.stuGuid} workGuid={workGuid} submissionGuid={data.submissionGuid} questions={data.questions} />
          </div>
        </Flex>
      )}
    </Flex>
  );
}

/** A scanned page, with the reader's result laid over its corner: each bubble question read, right or not. */
function SheetPage({ page, overlay, scoreOf }: { page: Page; overlay: boolean; scoreOf: Map<number, Question> }) {
  const { token } = theme.useToken();
  const title = `答题卡第${page.cardPage ?? '?'}面（扫描第${page.index}页）`;
  return (
    <Card size="small" title={title}>
      <div style={{ position: 'relative' }}>
        <img src={scanPageImageUrl(page.pageGuid)} alt={title} style={{ width: '100%', display: 'block' }} />
        {overlay && (
          <div aria-label={`第${page.cardPage ?? '?'}面识别结果`} style={{ position: 'absolute', top: 8, right: 8, maxWidth: '45%', padding: token.paddingXS, background: 'rgba(255,255,255,0.92)', border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
            <Flex wrap gap={4}>
              {page.answers.map((a) => {
                const q = scoreOf.get(a.th);
                const right = q && q.score !== null && q.score >= q.fullScore;
                return (
                  <Tag key={a.th} color={right ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
                    {a.th}. {(a.decided ?? a.read) || '未涂'}{a.decided !== null ? '（已确认）' : ''} {q?.score !== null && q ? `${formatScore(q.score)}分` : ''}
                  </Tag>
                );
              })}
              {page.areas.map((th) => {
                const q = scoreOf.get(th);
                return (
                  <Tag key={`a${th}`} color={q?.score === null || !q ? 'warning' : 'processing'} style={{ marginInlineEnd: 0 }}>
                    {th}. 主观题 {q?.score === null || !q ? '未阅' : `${formatScore(q.score)}分`}
                  </Tag>
                );
              })}
            </Flex>
          </div>
        )}
      </div>
    </Card>
  );
}

/** Every question's answer and score; a written answer's score is corrected here (saved through Mark/Save). */
function ScoreTable({ workGuid, submissionGuid, questions }: { workGuid: string; submissionGuid: string | null; questions: Question[] }) {
  return (
    <Table<Question>
      size="small"
      rowKey="th"
      pagination={false}
      dataSource={questions}
      columns={[
        { title: '题号', dataIndex: 'th', width: 56 },
        {
          title: '作答',
          render: (_, q) =>
            q.subjective ? (
              q.images.length > 0 ? q.images.map((img) => <img key={img.fileKey} src={img.filePath} alt={`第${q.th}题答案`} style={{ width: '100%', border: '1px solid #eee' }} />) : <Typography.Text type="secondary">无作答图片</Typography.Text>
            ) : (
              q.answer || <Typography.Text type="secondary">未作答</Typography.Text>
            ),
        },
        {
          title: '得分',
          width: 150,
          render: (_, q) =>
            q.subjective && submissionGuid ? (
              <ScoreCell workGuid={workGuid} submissionGuid={submissionGuid} question={q} />
            ) : (
              `${q.score === null ? '—' : formatScore(q.score)} / ${formatScore(q.fullScore)}`
            ),
        },
      ]}
    />
  );
}

function ScoreCell({ workGuid, submissionGuid, question }: { workGuid: string; submissionGuid: string; question: Question }) {
  const save = useSaveMark(workGuid);
  const [value, setValue] = useState<number | null>(question.score);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = value === null ? '请输入分数' : validateMark(value, question.fullScore);
    if (problem || value === null) return setError(problem);
    setError(null);
    save.mutate({ workGuid, th: question.th, submissionGuid, score: value }, { onError: (e) => setError(e.message || '保存失败，请重试') });
  };
  return (
    <Flex vertical gap={4}>
      <Space.Compact>
        <ScoreInput aria-label={`第${question.th}题得分`} min={0} max={question.fullScore} value={value} onChange={(v) => setValue(typeof v === 'number' ? v : null)} onPressEnter={submit} style={{ width: 72 }} placeholder="未阅" />
        <Button onClick={submit} loading={save.isPending} disabled={value === question.score}>保存</Button>
      </Space.Compact>
      <Typography.Text type="secondary">满分 {formatScore(question.fullScore)}</Typography.Text>
      {error && <Alert type="error" title={error} />}
    </Flex>
  );
}
