import { useState } from 'react';
import { App, Breadcrumb, Button, Card, Empty, Flex, InputNumber, Select, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { formatPercent, gradeInfo, type TBankItem, type TDashboardKnowledge, type TSubjectScope } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { BasketDock, useAddPage, useBasket } from '@/features/question-bank';
import { useClassChoices } from '../api/get-class-choices';
import { getRecommendItems } from '../api/get-recommend-items';
import { useWeakPoints } from '../api/get-weak-points';

type Mode = 'combination' | 'weak';
const TITLES: Record<Mode, string> = { combination: '组合练习', weak: '薄弱点练习' };
/** The paper flow's situation of each builder (spec 01 §2 return pages: 3 combination-practice, 4 weak-practice). */
const SITUATIONS: Record<Mode, number> = { combination: 3, weak: 4 };

/**
 * 组合练习 and 薄弱点练习 (spec 03 §2.1): a class's weak knowledge points (score rate below 60% over the last year)
 * → for each chosen point the recommended questions of 推荐练习 → one practice through the basket and the paper flow.
 * 组合练习 lets the teacher choose the points; 薄弱点练习 starts with every weak point chosen.
 */
export function PracticeBuilderPage({ mode }: { mode: Mode }) {
  const { message } = App.useApp();
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
  const today = dayjs();
  const weak = useWeakPoints({ classCode, km, startDay: today.subtract(1, 'year').format('YYYY-MM-DD'), endDay: today.format('YYYY-MM-DD') }, !!classCode && !!km);
  const points = weak.data?.weakKnowledge ?? [];
  const [chosen, setChosen] = useState<string[] | null>(null);
  const keys = chosen ?? (mode === 'weak' ? points.map((p) => p.knowledgeGuid) : []);
  const [perPoint, setPerPoint] = useState(3);
  const [isBuilding, setBuilding] = useState(false);
  const basket = useBasket(scope);
  const add = useAddPage(scope);

  const build = async () => {
    if (keys.length === 0) return void message.warning('请选择知识点');
    setBuilding(true);
    try {
      const pages = await Promise.all(keys.map((knowledgeGuid) =>
        getRecommendItems({ ...scope, classCode, knowledgeGuid, pageIndex: 1, pageSize: perPoint })));
      const items = new Map<string, TBankItem>();
      for (const p of pages) for (const item of p.list) items.set(item.itemGuid, item);
      if (items.size === 0) return void message.warning('所选知识点暂无可推荐的试题');
      add.run([...items.values()], `确定将 ${keys.length} 个知识点的 ${items.size} 道推荐试题加入试题篮？`);
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ paddingInlineEnd: 64 }}>
      <Breadcrumb items={[{ title: <Link to={paths.reports.dashboard.getHref()}>学情分析</Link> }, { title: TITLES[mode] }]} />
      <Card title={TITLES[mode]} size="small">
        <Flex wrap gap={8} align="center">
          <Typography.Text>班级</Typography.Text>
          <Select aria-label="班级" style={{ width: 140 }} value={classCode || undefined} placeholder="暂无可选班级"
            options={(choices.data?.classes ?? []).map((c) => ({ value: c.classCode, label: c.className }))}
            onChange={(c: string) => { setPickedClass(c); setChosen(null); }} />
          <Typography.Text type="secondary">{km}</Typography.Text>
          <Typography.Text>每个知识点</Typography.Text>
          <InputNumber aria-label="每个知识点题数" min={1} max={10} value={perPoint} onChange={(v) => setPerPoint(v ?? 3)} />
          <Typography.Text>题</Typography.Text>
          <Button type="primary" loading={isBuilding || add.isPending} onClick={() => void build()}>加入试题篮</Button>
        </Flex>
      </Card>
      <Card title="薄弱知识点（得分率低于60%）" size="small">
        {!classCode ? <Empty description="暂无可选班级" /> : (
          <Table<TDashboardKnowledge>
            aria-label="薄弱知识点"
            size="small"
            rowKey="knowledgeGuid"
            loading={weak.isFetching}
            dataSource={points}
            pagination={false}
            locale={{ emptyText: '暂无得分率低于60%的知识点' }}
            rowSelection={{ selectedRowKeys: keys, onChange: (k) => setChosen(k as string[]) }}
            columns={[
              { title: '知识点', dataIndex: 'knowledgeName' },
              { title: '得分率', dataIndex: 'rate', width: 100, render: formatPercent },
              { title: '涉及作业', dataIndex: 'workCount', width: 100 },
            ]}
          />
        )}
      </Card>
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
