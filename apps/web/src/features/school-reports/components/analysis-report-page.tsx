import { useMemo } from 'react';
import { Breadcrumb, Button, Card, Descriptions, Empty, Flex, Result, Select, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { TAnalysisInfo, TAnalysisReport, TReportWorkQuery } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { ScoreSummary } from '@/features/reports';
import { useAnalysisInfo } from '../api/get-analysis-info';
import { useAnalysisReport } from '../api/get-analysis-report';
import { KnowledgeHotTable, KnowledgeTable, KnowledgeWellSection } from './knowledge-sections';
import { percentBarsOption, ReportChart } from './report-chart';
import './analysis-report.css';

/** Bars of each question's score rate: all classes, and each class beside it when there are several. */
export function questionRatesOption(report: TAnalysisReport, info: TAnalysisInfo) {
  const categories = report.questions.map((q) => `第${q.th}题`);
  const classCodes = report.questions[0]?.classes.map((c) => c.classCode) ?? [];
  const nameOf = new Map(info.classes.map((c) => [c.classCode, c.className]));
  const series =
    classCodes.length > 1
      ? [
          { name: '全部班级', data: report.questions.map((q) => q.all.rate) },
          ...classCodes.map((code, i) => ({ name: nameOf.get(code) ?? code, data: report.questions.map((q) => q.classes[i]?.rate ?? null) })),
        ]
      : [{ name: nameOf.get(classCodes[0] ?? '') ?? '得分率', data: report.questions.map((q) => q.all.rate) }];
  return percentBarsOption(categories, series);
}

function QuestionRates({ query, info }: { query: TReportWorkQuery; info: TAnalysisInfo }) {
  const report = useAnalysisReport(query);
  const option = useMemo(() => (report.data ? questionRatesOption(report.data, info) : null), [report.data, info]);
  return (
    <Card title="每题得分率" size="small">
      {option ? <ReportChart option={option} label="每题得分率柱状图" height={320} /> : <Spin spinning={report.isLoading}><Empty description="暂无数据" /></Spin>}
    </Card>
  );
}

/**
 * 分析报告 (spec 03 §2.1 /report/analysis; §7.1 WorkReport): one homework's or exam's report for printing — heading,
 * class comparison, each question's score rate, knowledge mastery with weak points and the points most lost.
 */
export function AnalysisReportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const workGuid = searchParams.get('workGuid') ?? '';
  const classCode = searchParams.get('classCode') ?? '';
  const query: TReportWorkQuery = { ruCode: user.school.ru, workGuid, classCode };
  const info = useAnalysisInfo({ ...query, classCode: '' });

  if (!workGuid) {
    return (
      <Result
        status="info"
        title="请从报告列表选择一次作业或考试"
        extra={<Link to={paths.reports.reportList.getHref()}><Button type="primary">去报告列表</Button></Link>}
      />
    );
  }
  if (!info.data) return <Spin spinning={info.isLoading}><Empty description={info.isLoading ? ' ' : '暂无数据'} /></Spin>;
  const w = info.data;
  return (
    <Flex vertical gap="middle" className="analysis-report">
      <Breadcrumb className="report-no-print" items={[{ title: <Link to={paths.reports.reportList.getHref()}>报告列表</Link> }, { title: '分析报告' }]} />
      <Card>
        <Flex justify="space-between" align="start" wrap gap="small">
          <Typography.Title level={3} style={{ margin: 0 }}>{`${w.name}分析报告`}</Typography.Title>
          <Flex gap="small" className="report-no-print">
            <Select
              aria-label="班级"
              style={{ width: 140 }}
              value={classCode}
              options={[{ value: '', label: '全部班级' }, ...w.classes.map((c) => ({ value: c.classCode, label: c.className }))]}
              onChange={(code: string) => setSearchParams({ workGuid, ...(code ? { classCode: code } : {}) })}
            />
            <Button type="primary" onClick={() => window.print()}>
              打印
            </Button>
          </Flex>
        </Flex>
        <Descriptions
          size="small"
          style={{ marginTop: 12 }}
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'kind', label: '类型', children: w.isExam ? '考试' : '作业' },
            { key: 'grade', label: '年级科目', children: `${w.gradeName}${w.km}` },
            { key: 'creator', label: '布置老师', children: w.creatorName },
            { key: 'time', label: '时间', children: `${w.startTime} 至 ${w.endTime}` },
            { key: 'full', label: '满分', children: `${w.fullScore}分（${w.questionCount}题）` },
            { key: 'classes', label: '班级', children: w.classes.map((c) => c.className).join('、') },
          ]}
        />
      </Card>
      <Card title="成绩概况" size="small">
        <ScoreSummary ruCode={user.school.ru} workGuid={workGuid} classCode={classCode} />
      </Card>
      <QuestionRates query={query} info={w} />
      <KnowledgeTable query={query} info={w} />
      <KnowledgeWellSection query={query} info={w} />
      <KnowledgeHotTable query={query} />
    </Flex>
  );
}
