import { Alert, Descriptions, Table, Tag, Tooltip, Typography } from 'antd';
import type { TItemStatistics, TQuestionStatistics } from '@zuoyeben/shared';
import { useItemStatistics } from '../api/get-item-statistics';
import type { WorkAnswerParams } from '../api/keys';
import { Section } from './section';

type OptionRow = TQuestionStatistics['options'][number];

/** Tier two: each figure names its formula on hover. */
const FORMULAS = {
  difficulty: '难度P＝该题平均分÷该题满分，越大越容易',
  discrimination: '区分度D＝（总分前27%学生的该题平均分－后27%学生的该题平均分）÷该题满分',
  pointBiserial: '点二列相关＝（选该项者平均总分－未选者平均总分）÷总分标准差×√（选该项比例×未选比例）',
  sd: '标准差＝√（Σ（总分－平均分）²÷（人数－1））',
  alpha: '信度α＝题数÷（题数－1）×（1－各题得分方差之和÷总分方差）',
  sem: '测量标准误＝标准差×√（1－α）',
} as const;

const figure = (value: number | null, formula: string) => (
  <Tooltip title={formula}>
    <span>{value === null ? '--' : value}</span>
  </Tooltip>
);
const shareText = (v: number | null) => (v === null ? '--' : `${Math.round(v * 1000) / 10}%`);
const BAND_COLORS: Record<string, string> = { 优秀: 'success', 良好: 'processing', 一般: 'warning', 较差: 'error' };

const optionColumns = [
  { title: '选项', dataIndex: 'option', render: (v: string, o: OptionRow) => (o.isRight ? <Tag color="success">{`${v}（正确）`}</Tag> : v) },
  { title: '选择比例', dataIndex: 'share', render: shareText },
  { title: '高分组选择比例', dataIndex: 'upperShare', render: shareText },
  { title: '低分组选择比例', dataIndex: 'lowerShare', render: shareText },
  { title: <Tooltip title={FORMULAS.pointBiserial}>点二列相关</Tooltip>, dataIndex: 'pointBiserial', render: (v: number | null) => figure(v, FORMULAS.pointBiserial) },
  { title: '提示', dataIndex: 'attractsStrong', render: (v: boolean) => (v ? <Tag color="error">吸引了高分学生</Tag> : null) },
];

const columns = [
  { title: '题号', dataIndex: 'th', width: 64 },
  { title: '结论', key: 'verdicts', render: (_: unknown, q: TQuestionStatistics) => q.verdicts.join('；') || '--' },
  { title: <Tooltip title={FORMULAS.difficulty}>难度P</Tooltip>, dataIndex: 'difficulty', width: 90, render: (v: number) => figure(v, FORMULAS.difficulty) },
  { title: <Tooltip title={FORMULAS.discrimination}>区分度D</Tooltip>, dataIndex: 'discrimination', width: 90, render: (v: number | null) => figure(v, FORMULAS.discrimination) },
  { title: '区分度等级', dataIndex: 'band', width: 100, render: (v: string | null) => (v ? <Tag color={BAND_COLORS[v]}>{v}</Tag> : '--') },
];

function HomeworkFigures({ data }: { data: TItemStatistics }) {
  const h = data.homework;
  return (
    <>
      {h.verdicts.map((v) => <Alert key={v} type="info" showIcon title={v} />)}
      <Descriptions size="small" column={5} items={[
        { key: 'n', label: '人数', children: h.students },
        { key: 'mean', label: '平均分', children: h.mean },
        { key: 'sd', label: '标准差', children: figure(h.sd, FORMULAS.sd) },
        { key: 'alpha', label: '信度α', children: figure(h.alpha, FORMULAS.alpha) },
        { key: 'sem', label: '测量标准误', children: figure(h.sem, FORMULAS.sem) },
      ]} />
      {h.groupSize === 0 && <Typography.Text type="secondary">提交人数少于10人，暂不计算区分度</Typography.Text>}
    </>
  );
}

/** 试题质量: a verdict per question a teacher can act on, the figures and their formulas beside it. */
export function ItemStatisticsSection(params: WorkAnswerParams) {
  const query = useItemStatistics(params);
  return (
    <Section title="试题质量" query={query} isEmpty={(d) => d.homework.students === 0}>
      {(data) => (
        <>
          <HomeworkFigures data={data} />
          <Table<TQuestionStatistics>
            aria-label="试题质量"
            size="small"
            rowKey="th"
            columns={columns}
            dataSource={data.questions}
            pagination={false}
            expandable={{
              rowExpandable: (q) => q.options.length > 0,
              expandedRowRender: (q) => <Table<OptionRow> aria-label={`第${q.th}题选项`} size="small" rowKey="option" columns={optionColumns} dataSource={q.options} pagination={false} />,
            }}
          />
        </>
      )}
    </Section>
  );
}
