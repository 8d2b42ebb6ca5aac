import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, InputNumber, Progress, Result, Select, Space, Typography, theme } from 'antd';
import { formatScore, MarkAssistLimits } from '@zuoyeben/shared';
import { Link, useSearchParams } from 'react-router';
import { CenteredSpin } from '@/components/centered-spin';
import { paths } from '@/config/paths';
import { useAssistGroups } from '../api/get-assist-groups';
import { useMarkGroup } from '../api/mark-group';
import { useSplitGroup } from '../api/split-group';
import { useResetSplits } from '../api/reset-splits';
import { useSaveTolerance } from '../api/save-tolerance';
import { useWorkOptions } from '../api/get-work-options';
import { useSubjectiveQuestions } from '../api/get-subjective-questions';
import { GroupCard } from './group-card';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /ai-correction/subjective?workGuid=&th= (智能批改-辅助批改, spec 03 §2.1): the answers of one subjective question in
 * groups — the same answer, equivalent expressions (填空题批改助手 on) or words within the tolerance (单词批改 on) —
 * and one click or key to mark a whole group. Grouping is by fixed rules, shown as such.
 */
export function SubjectivePage() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const workGuid = params.get('workGuid') ?? '';
  const thParam = Number(params.get('th'));
  const works = useWorkOptions();
  const groups = useAssistGroups(workGuid, Number.isInteger(thParam) && thParam > 0 ? thParam : null);
  const saveTolerance = useSaveTolerance(workGuid);
  // Without th: the first subjective question with answers still to mark.
  const probe = useSubjectiveQuestions(workGuid && !(thParam > 0) ? workGuid : '');
  const markGroup = useMarkGroup(workGuid);
  const split = useSplitGroup(workGuid);
  const reset = useResetSplits(workGuid);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const data = groups.data;
  const list = data?.groups ?? [];
  const active = list.find((g) => g.key === activeKey) ?? list.find((g) => g.markedCount < g.size) ?? list[0];
  const listRef = useRef(list);
  listRef.current = list;

  useEffect(() => {
    const first = probe.data && ((probe.data.list.find((q) => q.unmarkedCount > 0) ?? probe.data.list[0])?.th);
    if (!(thParam > 0) && first) setParams({ workGuid, th: String(first) }, { replace: true });
  }, [probe.data, thParam, workGuid, setParams]);

  const mark = (key: string, score: number) => {
    const group = listRef.current.find((g) => g.key === key);
    if (!group || !data) return;
    markGroup.mutate(
      { workGuid, th: data.th, submissionGuids: group.members.map((m) => m.submissionGuid), score },
      {
        onSuccess: (r) => {
          message.success(`已给 ${r.markedCount} 人 ${formatScore(r.score)} 分`);
          // On to the next group still waiting for a mark.
          const next = listRef.current.find((g) => g.key !== key && g.markedCount < g.size);
          if (next) setActiveKey(next.key);
        },
      },
    );
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey || !data || !active) return;
      const index = list.findIndex((g) => g.key === active.key);
      const key = e.key.toLowerCase();
      if (key === 'arrowdown' || key === 'j') setActiveKey(list[Math.min(index + 1, list.length - 1)]!.key);
      else if (key === 'arrowup' || key === 'k') setActiveKey(list[Math.max(index - 1, 0)]!.key);
      else if (key === 'f') mark(active.key, data.fullScore);
      else if (key === 'z') mark(active.key, 0);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const workSelect = (
    <Select
      aria-label="选择作业"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="选择作业"
      style={{ width: 320 }}
      loading={works.isPending}
      value={workGuid || undefined}
      onChange={(guid: string) => { setActiveKey(null); setParams({ workGuid: guid }); }}
      options={(works.data?.list ?? []).map((w) => ({ value: w.workInfoGuid, label: `${w.name}（${w.classNames.join('、')}）` }))}
    />
  );

  let body: React.ReactNode;
  if (!workGuid) body = <Card><Empty description="请先选择作业" /></Card>;
  else if (!(thParam > 0)) body = probe.isPending ? <CenteredSpin /> : <Result status="warning" title={probe.error?.message ?? '本作业没有主观题'} />;
  else if (groups.isPending) body = <CenteredSpin />;
  else if (!data) body = <Result status="warning" title={groups.error?.message || '加载失败'} />;
  else {
    body = (
      <Flex vertical gap={token.marginSM}>
        <Alert
          type="info"
          showIcon
          title="按规则分组：去掉空格、全角半角、大小写和单位写法的差别后相同的答案归为一组"
          description={
            <>
              填空题批改助手（数学等价）：{data.mathWitMarking ? '已开启，如 2x+2 与 2(x+1)、0.5 与 1/2 归为一组；1/2x 有歧义，只与写法相同的答案同组' : '未开启，可在作业发布设置中开启'}。
              单词批改：{data.witMarking ? '已开启，可设置容错字母数' : '未开启'}。
              选中一组后按 F 给满分、Z 给零分，↑/↓ 切换分组；分组有误时用“拆分”单独批改。
            </>
          }
        />
        <Flex align="center" gap={token.marginMD} wrap>
          <Typography.Text>共 {data.answerCount} 份作答，{list.length} 组，已批 {data.markedCount} 份</Typography.Text>
          <Progress percent={data.answerCount ? Math.round((data.markedCount / data.answerCount) * 100) : 0} style={{ width: 200, margin: 0 }} />
          {data.witMarking && (
            <Space>
              <Typography.Text>容错字母数</Typography.Text>
              {/* Kept for the question: a reload, and every teacher marking it, group with the same tolerance. */}
              <InputNumber
                aria-label="容错字母数"
                min={0}
                max={MarkAssistLimits.maxWordTolerance}
                precision={0}
                value={saveTolerance.isPending ? saveTolerance.variables.tolerance : data.tolerance}
                disabled={saveTolerance.isPending}
                onChange={(v) => {
                  if (v !== null && v !== data.tolerance) saveTolerance.mutate({ workGuid, th: data.th, tolerance: v });
                }}
              />
              <Typography.Text type="secondary">（本题所有阅卷老师共用）</Typography.Text>
            </Space>
          )}
          {list.some((g) => g.split) && (
            <Button size="small" loading={reset.isPending} onClick={() => reset.mutate({ workGuid, th: data.th })}>还原拆分</Button>
          )}
        </Flex>
        {list.length === 0 ? <Card><Empty description="本题还没有学生提交" /></Card> : list.map((g) => (
          <GroupCard
            key={g.key}
            group={g}
            fullScore={data.fullScore}
            active={g.key === active?.key}
            busy={markGroup.isPending && markGroup.variables?.submissionGuids[0] === g.members[0]?.submissionGuid}
            onFocus={() => setActiveKey(g.key)}
            onMark={(score) => mark(g.key, score)}
            onSplit={(submissionGuids) => split.mutate({ workGuid, th: data.th, submissionGuids }, { onSuccess: (r) => setActiveKey(r.key) })}
          />
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={token.marginMD} style={{ padding: token.paddingLG, maxWidth: 1200, margin: '0 auto' }}>
      <Flex align="center" gap={token.marginMD} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>智能批改-辅助批改</Typography.Title>
        {workSelect}
        {data && (
          <Select
            aria-label="选择题目"
            style={{ width: 160 }}
            value={data.th}
            onChange={(th: number) => { setActiveKey(null); setParams({ workGuid, th: String(th) }); }}
            options={data.questions.map((q) => ({ value: q.th, label: `第${q.th}题（${formatScore(q.score)}分）` }))}
          />
        )}
        {data && (
          <Space>
            <Link to={paths.aiCorrection.subjectiveDetail.getHref({ workGuid, th: String(data.th) })}>批改详情</Link>
            <Link to={paths.jobManager.marking.getHref({ workGuid })}>逐份阅卷</Link>
            <Link to={paths.aiIndex.getHref()}>教学助手</Link>
          </Space>
        )}
      </Flex>
      {body}
    </Flex>
  );
}
