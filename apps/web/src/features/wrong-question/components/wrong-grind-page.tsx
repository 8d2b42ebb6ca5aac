import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Empty, Flex, InputNumber, Pagination, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { FilterOutlined, PlusCircleOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  DEFAULT_SCORE_RATE,
  GrindSort,
  Paging,
  SCORE_RATE_PRESETS,
  WrongGrindMessages,
  checkScoreRateRange,
  type TGrindItem,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { useSelectedPeriodKm } from '@/features/auth';
import { BasketDock, useAddPage, useBasket } from '@/features/question-bank';
import { useGrindClasses } from '../api/get-grind-classes';
import { useGrindInitial } from '../api/get-grind-initial';
import { useGrindItems } from '../api/get-grind-items';
import type { WrongStudentsRef } from '../api/get-wrong-students';
import { GrindItemCard } from './grind-item-card';
import { StudentsDialog } from './students-dialog';
import { WorksDialog, schoolYearRange } from './works-dialog';
import { WrongNamesDialog } from './wrong-names-dialog';

const CUSTOM = 'custom';
const presetKey = (r: readonly [number, number]) => `${r[0]}-${r[1]}`;
/** School years from 2020 to the current one, newest first (spec 03 §9). */
function schoolYears(today = dayjs()) {
  const current = today.month() >= 7 ? today.year() : today.year() - 1;
  return Array.from({ length: current - 2019 }, (_, i) => current - i);
}

function WrongGrind({ scope }: { scope: TSubjectScope }) {
  const { message } = App.useApp();
  const years = schoolYears();
  const [year, setYear] = useState<number | undefined>(undefined);
  const yearRange = year === undefined ? null : schoolYearRange(year);
  const initial = useGrindInitial({ ...scope, ...(yearRange ? { startDay: yearRange[0].format('YYYY-MM-DD'), endDay: yearRange[1].format('YYYY-MM-DD') } : {}) });
  const [works, setWorks] = useState<{ guids: string[]; gradeCode: string } | null>(null);
  const workGuids = works?.guids ?? initial.data?.workInfoGuids ?? [];
  const gradeCode = works?.gradeCode ?? initial.data?.gradeCode ?? '';
  const classes = useGrindClasses(workGuids);
  const [pickedClass, setPickedClass] = useState<string>();
  const classCode = classes.data?.some((c) => c.ClassCode === pickedClass) ? pickedClass! : (classes.data?.[0]?.ClassCode ?? '');
  const [rate, setRate] = useState<readonly [number, number]>(DEFAULT_SCORE_RATE);
  const [preset, setPreset] = useState(presetKey(DEFAULT_SCORE_RATE));
  const [custom, setCustom] = useState<{ min: number | null; max: number | null }>({ min: null, max: null });
  const [studentGuids, setStudentGuids] = useState<string[]>([]);
  const [sortProp, setSortProp] = useState<'time' | 'rate'>(GrindSort.Time);
  const [itemTypeGuid, setItemType] = useState<number | undefined>(undefined);
  const [paging, setPaging] = useState<{ pageIndex: number; pageSize: number }>({ pageIndex: 1, pageSize: Paging.defaultPageSize });
  const [dialog, setDialog] = useState<'works' | 'students' | null>(null);
  const [names, setNames] = useState<WrongStudentsRef | null>(null);
  const basket = useBasket(scope);
  const add = useAddPage(scope);

  const items = useGrindItems({
    workGuids, classCode, studentGuids, minRate: rate[0], maxRate: rate[1], sortProp, itemTypeGuid, ...paging,
  }, workGuids.length > 0 && !!classCode);
  const page = items.data;
  const list = page?.list ?? [];
  const noEnded = initial.data !== undefined && initial.data.workInfoGuids.length === 0 && !works;

  const warned = useRef(false);
  useEffect(() => {
    if (noEnded && !warned.current) {
      warned.current = true;
      message.warning(WrongGrindMessages.noEndedWork);
    }
  }, [noEnded, message]);

  /** Any filter change starts again from page 1 (spec 03 §4). */
  const firstPage = () => setPaging((p) => ({ ...p, pageIndex: 1 }));
  const applyCustom = () => {
    const problem = checkScoreRateRange(custom.min, custom.max);
    if (problem) return void message.warning(problem);
    setRate([custom.min!, custom.max!]);
    firstPage();
  };
  const addPage = () => {
    if (list.length === 0) return void message.warning(WrongGrindMessages.emptyList);
    add.run(list.flatMap((r) => (r.item ? [r.item] : [])), WrongGrindMessages.addPageConfirm);
  };
  const inBasket = new Set(basket.data?.groups.flatMap((g) => g.items.map((i) => i.itemGuid)) ?? []);
  const openNames = (r: TGrindItem) => setNames({ workGuid: r.workGuid, th: r.itemNumber, classCode });

  return (
    <Flex vertical gap={16} style={{ paddingInlineEnd: 64 }}>
      <Card title="错题打磨" size="small">
        <Flex vertical gap={12}>
          <Flex wrap gap={8} align="center">
            <Typography.Text>学年</Typography.Text>
            <Select aria-label="学年" style={{ width: 130 }} value={year} placeholder="全部学年" allowClear
              options={years.map((y) => ({ value: y, label: `${y}-${y + 1}学年` }))}
              onChange={(y?: number) => { setYear(y); setWorks(null); firstPage(); }} />
            <Button icon={<FilterOutlined />} onClick={() => setDialog('works')} disabled={initial.isLoading}>筛选作业</Button>
            <Typography.Text type="secondary">已选 {workGuids.length} 场作业</Typography.Text>
            <Typography.Text>班级</Typography.Text>
            <Select aria-label="班级" style={{ width: 140 }} value={classCode || undefined} placeholder="暂无可选班级"
              options={(classes.data ?? []).map((c) => ({ value: c.ClassCode, label: c.ClassName }))}
              onChange={(c: string) => { setPickedClass(c); setStudentGuids([]); firstPage(); }} />
            <Button icon={<UserOutlined />} disabled={!classCode} onClick={() => setDialog('students')}>
              {studentGuids.length ? `已选 ${studentGuids.length} 名学生` : '选择学生'}
            </Button>
          </Flex>
          <Flex wrap gap={8} align="center">
            <Typography.Text>班级得分率</Typography.Text>
            <Radio.Group
              aria-label="班级得分率"
              value={preset}
              optionType="button"
              size="small"
              options={[...SCORE_RATE_PRESETS.map((r) => ({ value: presetKey(r), label: `${r[0]}-${r[1]}` })), { value: CUSTOM, label: '自定义' }]}
              onChange={(e) => {
                const key = e.target.value as string;
                setPreset(key);
                const chosen = SCORE_RATE_PRESETS.find((r) => presetKey(r) === key);
                if (chosen) { setRate(chosen); firstPage(); }
              }}
            />
            {preset === CUSTOM && (
              <Space size={4}>
                <InputNumber aria-label="最小得分率" size="small" min={0} max={1} step={0.1} value={custom.min} onChange={(v) => setCustom((c) => ({ ...c, min: v }))} />
                <span>-</span>
                <InputNumber aria-label="最大得分率" size="small" min={0} max={1} step={0.1} value={custom.max} onChange={(v) => setCustom((c) => ({ ...c, max: v }))} />
                <Button size="small" type="primary" onClick={applyCustom}>确定</Button>
              </Space>
            )}
          </Flex>
          <Flex wrap gap={8} align="center" justify="space-between">
            <Space wrap>
              <Radio.Group aria-label="排序" value={sortProp} optionType="button" size="small"
                options={[{ value: GrindSort.Time, label: '按时间' }, { value: GrindSort.Rate, label: '按班级得分率' }]}
                onChange={(e) => { setSortProp(e.target.value as 'time' | 'rate'); firstPage(); }} />
              <Select aria-label="题型" size="small" style={{ width: 140 }} value={itemTypeGuid} placeholder="全部题型" allowClear
                options={(page?.itemTypes ?? []).map((t) => ({ value: t.itemTypeGuid, label: `${t.itemTypeName}（${t.count}）` }))}
                onChange={(v?: number) => { setItemType(v); firstPage(); }} />
              {page && <Typography.Text type="secondary">共 {page.total} 题，统计 {page.students} 名学生</Typography.Text>}
            </Space>
            <Button type="primary" icon={<PlusCircleOutlined />} loading={add.isPending} onClick={addPage}>本页全部加入试题篮</Button>
          </Flex>
        </Flex>
      </Card>
      <section aria-label="错题列表">
        {noEnded ? <Card><Empty description={WrongGrindMessages.noEndedWork} /></Card>
          : items.isLoading || initial.isLoading ? <Skeleton active paragraph={{ rows: 8 }} />
          : list.length === 0 ? <Card><Empty description={WrongGrindMessages.emptyList} /></Card>
          : (
            <Flex vertical gap={12}>
              {list.map((r, i) => (
                <GrindItemCard key={`${r.workGuid}-${r.itemNumber}`} row={r} index={(paging.pageIndex - 1) * paging.pageSize + i + 1} scope={scope}
                  inBasket={r.item ? (basket.data ? inBasket.has(r.item.itemGuid) : r.item.inBasket) : false} onNames={openNames} />
              ))}
              <Flex justify="flex-end">
                <Pagination current={paging.pageIndex} pageSize={paging.pageSize} total={page?.total ?? 0} showSizeChanger
                  pageSizeOptions={Paging.pageSizes.map(String)}
                  showTotal={(total) => <Typography.Text type="secondary">共 {total} 题</Typography.Text>}
                  onChange={(pageIndex, pageSize) => { setPaging({ pageIndex, pageSize }); window.scrollTo({ top: 0 }); }} />
              </Flex>
            </Flex>
          )}
      </section>
      {dialog === 'works' && (
        <WorksDialog open scope={scope} gradeCode={gradeCode} range={yearRange} selected={workGuids} onClose={() => setDialog(null)}
          onConfirm={(guids, grade) => { setWorks({ guids, gradeCode: grade }); setStudentGuids([]); setDialog(null); firstPage(); }} />
      )}
      {dialog === 'students' && (
        <StudentsDialog open classCode={classCode} workGuids={workGuids} selected={studentGuids} onClose={() => setDialog(null)}
          onConfirm={(guids) => { setStudentGuids(guids); setDialog(null); firstPage(); }} />
      )}
      <WrongNamesDialog target={names} onClose={() => setNames(null)} />
      <BasketDock scope={scope} basket={basket.data} paperQuery={{ gradeCode: gradeCode || undefined }} />
    </Flex>
  );
}

/** 错题打磨 (spec 03 §2.5): the class's questions of chosen ended works whose score rate lies in a range, into the basket. */
export function WrongGrindPage() {
  const selected = useSelectedPeriodKm();
  if (!selected) return <Card><Empty description="请先在右上角选择学段、科目" /></Card>;
  return <WrongGrind key={`${selected.period}-${selected.km}`} scope={selected} />;
}
