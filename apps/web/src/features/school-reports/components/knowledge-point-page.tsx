import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Row, Select, Spin, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { nestKnowledgeRows, termStartDay, type NestedKnowledgeRow, type TKnowledgePointRow } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { useKnowledgePoint } from '../api/get-knowledge-point';
import { useWorkCalcQueryData } from '../api/get-work-calc-query-data';
import { KnowledgePointDetail } from './knowledge-point-detail';
import { MasteryRate } from './mastery-rate';

type Row = NestedKnowledgeRow<TKnowledgePointRow>;

/** More classes than this are shown together only; choosing fewer classes compares them column by column. */
const MAX_CLASS_COLUMNS = 12;

/** This term so far; not imported from the dashboard page, which would load ECharts here. */
function thisTerm(): [Dayjs, Dayjs] {
  const today = dayjs().startOf('day');
  return [dayjs(termStartDay(today.format('YYYY-MM-DD'))), today];
}

/**
 * 知识点分析 (spec 03 §2.1 /reports/knowlege-point): the knowledge tree of a subject with the score rate of the chosen
 * classes over a date range, weak points (below 60 %) in red; choosing a point shows its questions and students.
 */
export function KnowledgePointPage() {
  const user = useCurrentUser();
  const ruCode = user.school.ru;
  const selected = useSelectedPeriodKm();
  const choices = useWorkCalcQueryData(ruCode);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(thisTerm);
  const [picked, setPicked] = useState<{ km?: string; gradeCode?: string; classCodes: string[] }>({ classCodes: [] });
  const [point, setPoint] = useState<{ guid: string; name: string } | null>(null);
  const km = picked.km ?? selected?.km ?? choices.data?.subjects[0] ?? '';
  const gradeCode = picked.gradeCode ?? '';
  const request = { ruCode, km, gradeCode, classCodes: picked.classCodes, startDay: range[0].format('YYYY-MM-DD'), endDay: range[1].format('YYYY-MM-DD') };
  const tree = useKnowledgePoint(request, !!km);
  const d = tree.data;
  const rows = useMemo(() => nestKnowledgeRows(d?.points ?? []), [d]);
  const classOptions = (choices.data?.classes ?? []).filter((c) => !gradeCode || c.gradeCode === gradeCode).map((c) => ({ value: c.classCode, label: c.className }));
  const change = (next: Partial<typeof picked>) => {
    setPicked((p) => ({ ...p, ...next }));
    setPoint(null);
  };

  const chosenClass = picked.classCodes.length === 1 ? choices.data?.classes.find((c) => c.classCode === picked.classCodes[0]) : undefined;
  const oneClass = chosenClass ? { classCode: chosenClass.classCode, gradeCode: chosenClass.gradeCode } : null;

  const columns: TableColumnsType<Row> = [
    { title: '知识点', dataIndex: 'knowledgeName' },
    { title: '题数', dataIndex: 'questionCount', width: 70 },
    { title: '得分率', dataIndex: 'rate', width: 100, render: (rate: number | null) => <MasteryRate rate={rate} /> },
    ...(d && d.classes.length > 1 && d.classes.length <= MAX_CLASS_COLUMNS
      ? d.classes.map((c, i) => ({ title: c.className, key: c.classCode, width: 110, render: (_: unknown, r: Row) => <MasteryRate rate={r.classes[i]?.rate ?? null} /> }))
      : []),
    {
      title: '操作',
      width: 130,
      render: (_, r) => (
        <Flex vertical align="start">
          <Button type="link" size="small" aria-label={`查看${r.knowledgeName}的题目和学生`} onClick={() => setPoint({ guid: r.knowledgeGuid, name: r.knowledgeName })}>
            题目和学生
          </Button>
          {/* 推荐练习 is for one class (spec 03 §2.6 query classCode). */}
          {oneClass && (
            <Link style={{ paddingInline: 7 }} to={paths.jobManager.tikuRecommend.getHref({ ...oneClass, km, knowledgeGuid: r.knowledgeGuid })}>推荐练习</Link>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Card title="知识点分析">
        <Flex wrap gap="small">
          <Select
            aria-label="科目"
            style={{ width: 110 }}
            value={km || undefined}
            placeholder="科目"
            options={[...new Set([...(choices.data?.subjects ?? []), ...(km ? [km] : [])])].map((s) => ({ value: s, label: s }))}
            onChange={(s: string) => change({ km: s })}
          />
          <Select
            aria-label="年级"
            style={{ width: 120 }}
            allowClear
            value={gradeCode || undefined}
            placeholder="全部年级"
            options={(choices.data?.grades ?? []).map((g) => ({ value: g.gradeCode, label: g.gradeName }))}
            onChange={(g?: string) => change({ gradeCode: g ?? '', classCodes: [] })}
          />
          <Select
            aria-label="班级"
            mode="multiple"
            allowClear
            style={{ minWidth: 220 }}
            maxTagCount="responsive"
            value={picked.classCodes}
            placeholder={gradeCode ? '本年级全部班级' : '全部班级'}
            options={classOptions}
            onChange={(codes: string[]) => change({ classCodes: codes })}
          />
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear={false}
            value={range}
            onChange={(r) => {
              if (r?.[0] && r[1]) {
                setRange([r[0], r[1]]);
                setPoint(null);
              }
            }}
          />
        </Flex>
      </Card>
      {tree.error ? <Alert type="error" showIcon title={tree.error.message} /> : null}
      <Row gutter={16}>
        <Col xs={24} xl={point ? 12 : 24}>
          <Card title={d ? `${km}知识点得分率（${d.classes.length}个班级）` : `${km}知识点得分率`} size="small">
            {!d ? (
              <Spin spinning={tree.isFetching}><Empty description={km ? '暂无数据' : '请选择科目'} /></Spin>
            ) : (
              <Table<Row>
                key={d.points.map((p) => p.knowledgeGuid).join()}
                aria-label="知识点得分率"
                size="small"
                rowKey="knowledgeGuid"
                loading={tree.isFetching}
                dataSource={rows}
                columns={columns}
                pagination={false}
                scroll={{ x: 'max-content' }}
                expandable={{ defaultExpandAllRows: true }}
                rowClassName={(r) => (r.knowledgeGuid === point?.guid ? 'ant-table-row-selected' : '')}
                onRow={(r) => ({ onClick: () => setPoint({ guid: r.knowledgeGuid, name: r.knowledgeName }), style: { cursor: 'pointer' } })}
                locale={{ emptyText: '所选范围内的作业没有关联知识点的题目' }}
              />
            )}
          </Card>
        </Col>
        {point ? (
          <Col xs={24} xl={12}>
            <KnowledgePointDetail request={{ ...request, knowledgeGuid: point.guid }} name={point.name} />
          </Col>
        ) : null}
      </Row>
    </Flex>
  );
}
