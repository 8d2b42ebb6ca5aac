import { useMemo, useState } from 'react';
import { Breadcrumb, Card, Dropdown, Empty, Flex, Form, Input, Pagination, Radio, Result, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DIFFICULTY_LEVELS,
  DifficultyNames,
  ITEM_TYPES,
  gradeInfo,
  type DifficultyLevel,
  type TGrindItem,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { HelpFloatButton } from '@/components/help-float-button';
import { useSelectedPeriodKm } from '@/features/auth';
import { BasketDock, QuestionCard, useBasket } from '@/features/question-bank';
import { useRecommendItems } from '../api/get-recommend-items';
import { useViewWrongQuestions } from '../api/get-view-wrong-questions';
import type { WrongStudentsRef } from '../api/get-wrong-students';
import { GrindItemCard, ratePercent } from './grind-item-card';
import { WrongNamesDialog } from './wrong-names-dialog';

/** Page sizes of recommended practice (spec 02 §9, 03 §9): 10 to 40. */
const PAGE_SIZES = ['10', '20', '30', '40'];

export const Situation = { Recommend: 1, Detail: 2 } as const;
type SituationValue = (typeof Situation)[keyof typeof Situation];

interface PracticeQuery { classCode: string; knowledgeGuid: string; gradeCode: string; scope: TSubjectScope }

/** 推荐练习 (situation 1): bank questions of the point near the class's level, each with its reasons. */
function RecommendList({ q }: { q: PracticeQuery }) {
  const [itemTypeGuid, setType] = useState<number>();
  const [difficultyGuid, setDifficulty] = useState<number>();
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const items = useRecommendItems({ ...q.scope, classCode: q.classCode, knowledgeGuid: q.knowledgeGuid, itemTypeGuid, difficultyGuid, ...paging }, true);
  const basket = useBasket(q.scope);
  const d = items.data;
  const inBasket = new Set(basket.data?.groups.flatMap((g) => g.items.map((i) => i.itemGuid)) ?? []);
  const first = () => setPaging((p) => ({ ...p, pageIndex: 1 }));
  return (
    <>
      <Card size="small">
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label="知识点"><Input aria-label="知识点" disabled value={d?.knowledgeName ?? ''} style={{ width: 200 }} /></Form.Item>
          <Form.Item label="题型">
            <Select aria-label="题型" style={{ width: 130 }} allowClear placeholder="全部" value={itemTypeGuid}
              options={ITEM_TYPES.map((t) => ({ value: t.code, label: t.name }))} onChange={(v?: number) => { setType(v); first(); }} />
          </Form.Item>
          <Form.Item label="难度">
            <Select aria-label="难度" style={{ width: 110 }} allowClear placeholder="全部" value={difficultyGuid}
              options={DIFFICULTY_LEVELS.map((l) => ({ value: l, label: DifficultyNames[l] }))} onChange={(v?: number) => { setDifficulty(v); first(); }} />
          </Form.Item>
        </Form>
        {d && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {d.className}在「{d.knowledgeName}」上的得分率：{d.classRate === null ? '暂无作答' : ratePercent(d.classRate)}
            {d.targetDifficulty !== null && `，优先推荐${DifficultyNames[d.targetDifficulty as DifficultyLevel]}难度`}；只列本校尚未使用过的试题。
          </Typography.Paragraph>
        )}
      </Card>
      <section aria-label="推荐试题">
        {items.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : !d || d.list.length === 0 ? <Card><Empty description="暂无数据" /></Card> : (
          <Flex vertical gap={12}>
            {d.list.map((item, i) => (
              <Flex key={item.itemGuid} vertical>
                <Space size={4} wrap style={{ padding: '4px 8px' }} aria-label="推荐理由">
                  <Typography.Text type="secondary">推荐理由：</Typography.Text>
                  {item.reasons.map((r) => <Tag key={r} color="blue">{r}</Tag>)}
                </Space>
                <QuestionCard item={item} index={(paging.pageIndex - 1) * paging.pageSize + i + 1} scope={q.scope}
                  inBasket={basket.data ? inBasket.has(item.itemGuid) : item.inBasket} />
              </Flex>
            ))}
            <Flex justify="flex-end">
              <Pagination current={paging.pageIndex} pageSize={paging.pageSize} total={d.total} showSizeChanger pageSizeOptions={PAGE_SIZES}
                showTotal={(t) => `共 ${t} 题`} onChange={(pageIndex, pageSize) => { setPaging({ pageIndex, pageSize }); window.scrollTo({ top: 0 }); }} />
            </Flex>
          </Flex>
        )}
      </section>
    </>
  );
}

/** 查看详情 (situation 2): the class's lost-point questions of the point; sorted, filtered and paged here (spec 02 §4). */
function DetailList({ q }: { q: PracticeQuery }) {
  const wrong = useViewWrongQuestions({ ...q.scope, classCode: q.classCode, knowledgeGuid: q.knowledgeGuid }, true);
  const basket = useBasket(q.scope);
  const [sort, setSort] = useState<'time' | 'rate'>('time');
  const [type, setType] = useState<number | null>(null);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const [names, setNames] = useState<WrongStudentsRef | null>(null);
  const all = wrong.data?.list ?? [];
  const shown = useMemo(() => {
    const kept = all.filter((r) => type === null || r.itemTypeGuid === type);
    return sort === 'rate' ? [...kept].sort((a, b) => a.clsScoreRate - b.clsScoreRate) : kept;
  }, [all, sort, type]);
  const page = shown.slice((paging.pageIndex - 1) * paging.pageSize, paging.pageIndex * paging.pageSize);
  const types = [...new Map(all.map((r) => [r.itemTypeGuid, r.itemTypeName])).entries()];
  const inBasket = new Set(basket.data?.groups.flatMap((g) => g.items.map((i) => i.itemGuid)) ?? []);
  const typeName = type === null ? '全部题型' : (types.find(([t]) => t === type)?.[1] ?? '全部题型');
  return (
    <>
      <Card size="small">
        <Flex gap={12} align="center" wrap>
          <Typography.Text>{wrong.data ? `${wrong.data.className} · ${wrong.data.knowledgeName}` : ''}</Typography.Text>
          <Radio.Group aria-label="排序" optionType="button" size="small" value={sort}
            options={[{ value: 'time', label: '按时间' }, { value: 'rate', label: '按得分率' }]}
            onChange={(e) => { setSort(e.target.value as 'time' | 'rate'); setPaging((p) => ({ ...p, pageIndex: 1 })); }} />
          <Dropdown trigger={['hover']} menu={{
            items: [{ key: 'all', label: '全部题型' }, ...types.map(([t, name]) => ({ key: String(t), label: name }))],
            onClick: ({ key }) => { setType(key === 'all' ? null : Number(key)); setPaging((p) => ({ ...p, pageIndex: 1 })); },
          }}>
            <Typography.Link>{typeName} <DownOutlined /></Typography.Link>
          </Dropdown>
          <Typography.Text type="secondary">共 {shown.length} 题</Typography.Text>
        </Flex>
      </Card>
      <section aria-label="错题列表">
        {wrong.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : page.length === 0 ? <Card><Empty description="暂无数据" /></Card> : (
          <Flex vertical gap={12}>
            {page.map((r: TGrindItem, i) => (
              <GrindItemCard key={`${r.workGuid}-${r.itemNumber}`} row={r} index={(paging.pageIndex - 1) * paging.pageSize + i + 1} scope={q.scope}
                inBasket={r.item ? inBasket.has(r.item.itemGuid) : false}
                onNames={(x) => setNames({ workGuid: x.workGuid, th: x.itemNumber, classCode: q.classCode })} />
            ))}
            <Flex justify="flex-end">
              <Pagination current={paging.pageIndex} pageSize={paging.pageSize} total={shown.length} showSizeChanger pageSizeOptions={PAGE_SIZES}
                showTotal={(t) => `共 ${t} 题`} onChange={(pageIndex, pageSize) => { setPaging({ pageIndex, pageSize }); window.scrollTo({ top: 0 }); }} />
            </Flex>
          </Flex>
        )}
      </section>
      <WrongNamesDialog target={names} onClose={() => setNames(null)} />
    </>
  );
}

/**
 * 推荐练习 and 查看详情 (spec 03 §2.6, spec 02 recommended-practice screen): one screen, two situations. Query
 * classCode, period, km, knowledgeGuid, gradeCode; the cart goes to /homework/paper with source=0 and the situation.
 */
export function PracticePage({ situation }: { situation: SituationValue }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = useSelectedPeriodKm();
  const gradeCode = params.get('gradeCode') ?? '';
  const period = params.get('period') || gradeInfo(gradeCode)?.period || selected?.period || '';
  const km = params.get('km') || selected?.km || '';
  const classCode = params.get('classCode') ?? '';
  const knowledgeGuid = params.get('knowledgeGuid') ?? '';
  const title = situation === Situation.Recommend ? '推荐练习' : '查看详情';
  const scope = { period, km } as TSubjectScope;
  const basket = useBasket(scope);
  const ready = !!period && !!km && !!classCode && !!knowledgeGuid;
  const q: PracticeQuery = { classCode, knowledgeGuid, gradeCode, scope };
  return (
    <Flex vertical gap={16} style={{ paddingInlineEnd: 64 }}>
      <Flex justify="space-between" align="center">
        <Breadcrumb items={[{ title: <Link to={paths.reports.dashboard.getHref({ classCode, km })}>学情分析</Link> }, { title }]} />
        <Typography.Link onClick={() => void navigate(-1)}>返回</Typography.Link>
      </Flex>
      {!ready ? <Card><Result status="info" title="请从学情分析的薄弱知识点进入" extra={<Link to={paths.reports.dashboard.getHref()}>去学情分析</Link>} /></Card>
        : situation === Situation.Recommend ? <RecommendList q={q} /> : <DetailList q={q} />}
      {ready && (
        <BasketDock scope={scope} basket={basket.data}
          paperQuery={{ source: 0, period, km, situation, knowledgeGuid, gradeCode: gradeCode || undefined }} />
      )}
      <HelpFloatButton />
    </Flex>
  );
}

export function TikuRecommendPage() {
  return <PracticePage situation={Situation.Recommend} />;
}

export function SituationDetailPage() {
  return <PracticePage situation={Situation.Detail} />;
}
