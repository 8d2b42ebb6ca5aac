import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Empty, Flex, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import {
  PRACTICE_RULES,
  PracticeMessages,
  gradeInfo,
  type TPracticeBuild,
  type TPracticeGroup,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { BasketDock, QuestionCard, useAddPage, useBasket } from '@/features/question-bank';
import { useClassChoices } from '../api/get-class-choices';
import { usePractice } from '../api/get-practice';

type Mode = 'combination' | 'weak';
const TITLES: Record<Mode, string> = { combination: '组合练习', weak: '薄弱点练习' };
/** The paper flow's situation of each builder (spec 01 §2 return pages: 3 combination-practice, 4 weak-practice). */
const SITUATIONS: Record<Mode, number> = { combination: 3, weak: 4 };
type Point = TPracticeBuild['points'][number];
/** Rates here are fractions 0–1. */
const pct = (rate: number) => `${Math.round(rate * 100)}%`;

/** One group's practice: its students, and each question with why it was chosen; 加入试题篮 takes the whole practice. */
function GroupPractice({ group, scope, inBasket, onAdd }: { group: TPracticeGroup; scope: TSubjectScope; inBasket: Set<string>; onAdd: () => void }) {
  const title = group.key === 'class'
    ? `全班练习（${group.students.length}名学生）`
    : `${group.name}组练习（${group.students.length}名学生${group.rate === null ? '' : `，得分率 ${pct(group.rate)}`}）`;
  return (
    <Card size="small" title={title} aria-label={title} role="region"
      extra={<Button type="primary" size="small" disabled={group.items.length === 0} onClick={onAdd}>本组试题加入试题篮</Button>}>
      <Flex vertical gap={8}>
        {group.key !== 'class' && (
          <Flex wrap gap={4} aria-label={`${group.name}组学生`}>
            {group.students.map((s) => <Tag key={s.studentGuid}>{`${s.name} ${pct(s.rate)}`}</Tag>)}
          </Flex>
        )}
        {group.items.length === 0 ? <Empty description="题库中暂无这些知识点的未用试题" /> : group.items.map((item, i) => (
          <Flex key={item.itemGuid} vertical>
            <Space size={4} wrap style={{ padding: '4px 8px' }} aria-label="选题理由">
              <Typography.Text type="secondary">选题理由：</Typography.Text>
              {item.reasons.map((r) => <Tag key={r} color="blue">{r}</Tag>)}
            </Space>
            <QuestionCard item={item} index={i + 1} scope={scope} inBasket={inBasket.has(item.itemGuid)} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

/**
 * 组合练习 and 薄弱点练习 (spec 03 §2.1): a class's knowledge points over its latest ended homework → the chosen points
 * (薄弱点练习 starts with every weak one) → one practice for the class (组合练习) or one per level group (薄弱点练习),
 * previewed with each question's reasons, each taken through the basket and the usual paper and homework flow.
 */
export function PracticeBuilderPage({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const selected = useSelectedPeriodKm();
  const choices = useClassChoices(user.school.ru);
  const [pickedClass, setPickedClass] = useState<string | undefined>(params.get('classCode') ?? undefined);
  const classCode = pickedClass ?? choices.data?.classes[0]?.classCode ?? '';
  const km = params.get('km') || selected?.km || '';
  const gradeCode = choices.data?.classes.find((c) => c.classCode === classCode)?.gradeCode ?? params.get('gradeCode') ?? '';
  const period = params.get('period') || gradeInfo(gradeCode)?.period || selected?.period || '';
  const scope = { period, km } as TSubjectScope;
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [perPoint, setPerPoint] = useState(3);
  const practice = usePractice({ ruCode: user.school.ru, classCode, km, perPoint, byLevel: mode === 'weak', knowledgeGuids: chosen ?? undefined },
    !!classCode && !!km && (chosen === null || chosen.length > 0));
  const data = practice.data;
  const keys = chosen ?? data?.points.filter((p) => p.chosen).map((p) => p.knowledgeGuid) ?? [];
  const basket = useBasket(scope);
  const inBasket = new Set(basket.data?.groups.flatMap((g) => g.items.map((i) => i.itemGuid)) ?? []);
  const add = useAddPage(scope);
  const groups = chosen !== null && chosen.length === 0 ? [] : (data?.groups ?? []);

  return (
    <Flex vertical gap={16} style={{ paddingInlineEnd: 64 }}>
      <Breadcrumb items={[{ title: <Link to={paths.reports.dashboard.getHref({ classCode, km })}>学情分析</Link> }, { title: TITLES[mode] }]} />
      <Card title={TITLES[mode]} size="small">
        <Flex vertical gap={8}>
          <Flex wrap gap={8} align="center">
            <Typography.Text>班级</Typography.Text>
            <Select aria-label="班级" style={{ width: 140 }} value={classCode || undefined} placeholder="暂无可选班级"
              options={(choices.data?.classes ?? []).map((c) => ({ value: c.classCode, label: c.className }))}
              onChange={(c: string) => { setPickedClass(c); setChosen(null); }} />
            <Typography.Text type="secondary">{km}</Typography.Text>
            <Typography.Text>每个知识点</Typography.Text>
            <InputNumber aria-label="每个知识点题数" min={1} max={10} value={perPoint} onChange={(v) => setPerPoint(v ?? 3)} />
            <Typography.Text>题</Typography.Text>
          </Flex>
          <Typography.Text type="secondary">{PRACTICE_RULES.points}</Typography.Text>
          {mode === 'weak' && <Typography.Text type="secondary">{PRACTICE_RULES.groups}</Typography.Text>}
          <Typography.Text type="secondary">{PRACTICE_RULES.items}</Typography.Text>
        </Flex>
      </Card>
      <Card title={`知识点（最近 ${data?.workCount ?? 0} 次已结束作业）`} size="small">
        {!classCode ? <Empty description="暂无可选班级" /> : (
          <Table<Point>
            aria-label="知识点"
            size="small"
            rowKey="knowledgeGuid"
            loading={practice.isFetching}
            dataSource={data?.points ?? []}
            pagination={false}
            locale={{ emptyText: '本班最近的作业还没有考查知识点的题目' }}
            rowSelection={{ selectedRowKeys: keys, onChange: (k) => setChosen(k as string[]) }}
            columns={[
              { title: '知识点', dataIndex: 'knowledgeName', render: (name: string, p) => <>{name}{p.weak && <Tag color="red" style={{ marginInlineStart: 8 }}>薄弱</Tag>}</> },
              { title: '班级得分率', dataIndex: 'rate', width: 110, render: (r: number | null) => (r === null ? '—' : pct(r)) },
              { title: '题数', dataIndex: 'questionCount', width: 80 },
            ]}
          />
        )}
      </Card>
      {data && keys.length === 0 && <Alert type="info" showIcon title={mode === 'weak' && chosen === null ? PracticeMessages.noWeakPoints : PracticeMessages.noPoints} />}
      {mode === 'weak' && groups.length > 0 && (
        <Alert type="warning" showIcon title="作业只能布置到整个班级：每组练习加入试题篮后按常规流程组卷并布置给本班；请在作业名称中注明组别，并告知组内学生完成本组的练习。" />
      )}
      {groups.map((g) => (
        <GroupPractice key={g.key} group={g} scope={scope} inBasket={inBasket}
          onAdd={() => add.run(g.items, `确定将${g.key === 'class' ? '全班' : `${g.name}组`}练习的 ${g.items.length} 道试题加入试题篮？`)} />
      ))}
      {period && km && <BasketDock scope={scope} basket={basket.data} paperQuery={{ source: 0, period, km, situation: SITUATIONS[mode], gradeCode: gradeCode || undefined }} />}
    </Flex>
  );
}

export function CombinationPracticePage() {
  return <PracticeBuilderPage mode="combination" />;
}

export function WeakPracticePage() {
  return <PracticeBuilderPage mode="weak" />;
}
