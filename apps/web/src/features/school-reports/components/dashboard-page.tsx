import { useMemo, useState } from 'react';
import { Card, Col, DatePicker, Empty, Flex, Row, Select, Space, Spin, Statistic, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { formatPercent, termStartDay, type TDashboard, type TDashboardKnowledge } from '@zuoyeben/shared';
import { EChart, type EChartOption } from '@/components/charts/echart';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { useDashboard } from '../api/get-dashboard';
import { useWorkCalcQueryData } from '../api/get-work-calc-query-data';

/** From the first day of the current term to today. */
export function termRange(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [dayjs(termStartDay(today.format('YYYY-MM-DD'))), today.startOf('day')];
}

/** Two lines over the homework of the range: the mean score rate and the submission rate. */
export function trendOption(d: TDashboard): EChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v === null || v === undefined ? '--' : `${String(v)}%`) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: d.trend.map((t) => `${t.day.slice(5)} ${t.name}`), axisLabel: { interval: 0, rotate: d.trend.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      { type: 'line', name: '平均得分率', data: d.trend.map((t) => t.avgRate), connectNulls: true },
      { type: 'line', name: '提交率', data: d.trend.map((t) => t.submitRate), connectNulls: true },
    ],
  };
}

/**
 * 学情分析 (spec 03 §2.1 /reports/dashboard): for one class and subject, the trend of the mean score rate and of
 * submission homework by homework over the term, and the weakest knowledge points with recommended practice.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const ruCode = user.school.ru;
  const choices = useWorkCalcQueryData(ruCode);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => termRange());
  // The class and subject live in the address, so going back from 推荐练习 (or its breadcrumb) finds them again.
  const [params, setParams] = useSearchParams();
  const pick = (key: 'classCode' | 'km', value: string) => setParams((p) => {
    p.set(key, value);
    return p;
  }, { replace: true });
  const classCode = params.get('classCode') ?? choices.data?.classes[0]?.classCode ?? '';
  const km = params.get('km') ?? user.selected?.km ?? choices.data?.subjects[0] ?? '';
  const query = { ruCode, classCode, km, startDay: range[0].format('YYYY-MM-DD'), endDay: range[1].format('YYYY-MM-DD') };
  const dashboard = useDashboard(query, !!classCode && !!km);
  const d = dashboard.data;
  const option = useMemo(() => (d && d.trend.length > 0 ? trendOption(d) : null), [d]);

  return (
    <Flex vertical gap="middle">
      <Card title="学情分析">
        <Flex wrap gap="small">
          <Select
            aria-label="班级"
            style={{ width: 140 }}
            value={classCode || undefined}
            placeholder="暂无可选班级"
            options={(choices.data?.classes ?? []).map((c) => ({ value: c.classCode, label: c.className }))}
            onChange={(code: string) => pick('classCode', code)}
          />
          <Select
            aria-label="科目"
            style={{ width: 110 }}
            value={km || undefined}
            options={[...new Set([...(choices.data?.subjects ?? []), ...(km ? [km] : [])])].map((s) => ({ value: s, label: s }))}
            onChange={(s: string) => pick('km', s)}
          />
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear={false}
            value={range}
            onChange={(r) => r?.[0] && r[1] && setRange([r[0], r[1]])}
          />
        </Flex>
      </Card>
      {!d ? (
        <Spin spinning={dashboard.isFetching}>
          <Empty description={choices.data && !classCode ? '暂无可选班级' : '暂无数据'} />
        </Spin>
      ) : (
        <>
          <Row gutter={16}>
            <Col span={8}><Card><Statistic title="作业数" value={d.trend.length} /></Card></Col>
            <Col span={8}><Card><Statistic title="提交率" value={formatPercent(d.submitRate)} /></Card></Col>
            <Col span={8}><Card><Statistic title="平均得分率" value={formatPercent(d.avgRate)} /></Card></Col>
          </Row>
          <Card title={`${d.className}${d.km}成绩与提交走势`} size="small">
            {option ? <EChart option={option} loading={dashboard.isFetching} label="成绩与提交走势折线图" height={320} /> : <Empty description="暂无数据" />}
          </Card>
          <Card title="薄弱知识点" size="small">
            <Table<TDashboardKnowledge>
              aria-label="薄弱知识点"
              size="small"
              rowKey="knowledgeGuid"
              dataSource={d.weakKnowledge}
              pagination={false}
              locale={{ emptyText: '暂无得分率低于60%的知识点' }}
              columns={[
                { title: '知识点', dataIndex: 'knowledgeName' },
                { title: '得分率', dataIndex: 'rate', render: formatPercent, width: 100 },
                { title: '涉及作业', dataIndex: 'workCount', width: 100 },
                {
                  title: '操作',
                  width: 180,
                  render: (_, k) => {
                    const q = { classCode: d.classCode, km: d.km, knowledgeGuid: k.knowledgeGuid, gradeCode: d.gradeCode };
                    return (
                      <Space>
                        <Link to={paths.jobManager.tikuRecommend.getHref(q)}>推荐练习</Link>
                        <Link to={paths.jobManager.situationDetail.getHref(q)}>查看详情</Link>
                      </Space>
                    );
                  },
                },
              ]}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
