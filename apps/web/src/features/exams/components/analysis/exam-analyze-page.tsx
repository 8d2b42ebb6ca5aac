import { useState } from 'react';
import { App, Breadcrumb, Button, Card, Flex, Result, Skeleton, Tabs, Typography, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SUBSECTION_PAGE_SIZE } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { ClassOfWorkSelect, ScoreDistributionTab, ScoreReportTab, ScoreSummary, useClassesOfWork } from '@/features/reports';
import { useObjectiveQuestions } from '../../api/get-objective-questions';
import { useSubsectionScore } from '../../api/get-subsection-score';
import { NestedTable } from './nested-table';
import { useExportAnalysis } from '../../api/export-analysis';

type Params = { ruCode: string; workGuid: string; classCode: string };

/** 导出 of a tab: the workbook equals the table on screen (a large one goes to the task centre). */
function ExportButton({ kind, p, disabled }: { kind: 'subsection' | 'objective'; p: Params; disabled: boolean }) {
  const { message } = App.useApp();
  const exporting = useExportAnalysis(kind);
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={disabled}
      loading={exporting.isPending}
      onClick={() => exporting.mutate(p, { onSuccess: (how) => void (how === 'downloaded' && message.success('导出成功')) })}
    >
      导出
    </Button>
  );
}

/** 小题分, a page of 50 students at a time from the server (a grade of 3,000 is 60 pages); 导出 writes every page. */
function SubsectionTab(p: Params) {
  const [pageIndex, setPageIndex] = useState(1);
  const q = useSubsectionScore({ ...p, pageIndex });
  if (q.isError) return <Result status="warning" title={q.error.message} />;
  const total = q.data?.total ?? 0;
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">共 {total} 名学生提交，按总分从高到低排列。</Typography.Text>
        <ExportButton kind="subsection" p={p} disabled={!q.data || total === 0} />
      </Flex>
      <NestedTable
        headers={q.data?.Header ?? []}
        items={q.data?.Items ?? []}
        fixed={q.data?.fixedColumns ?? 3}
        loading={q.isLoading || q.isPlaceholderData}
        rowKey={(r, i) => `${pageIndex}-${r.className}-${r.name}-${i}`}
        serverPages={{ current: pageIndex, pageSize: q.data?.pageSize ?? SUBSECTION_PAGE_SIZE, total, onChange: setPageIndex }}
      />
    </Flex>
  );
}

function ObjectiveTab(p: Params) {
  const { token } = theme.useToken();
  const q = useObjectiveQuestions(p);
  if (q.isError) return <Result status="warning" title={q.error.message} />;
  const right = q.data?.rightOptions ?? {};
  // The right options' cells are green, so the most chosen wrong option stands out.
  const cellStyle = (prop: string, row: Record<string, string | number | null>) => {
    const letter = /^([A-H])_/.exec(prop)?.[1];
    return letter && right[String(row.th)]?.includes(letter) ? { color: token.colorSuccess, fontWeight: token.fontWeightStrong } : undefined;
  };
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text type="secondary">共 {q.data?.studentCount ?? 0} 名学生提交；绿色为正确选项，多选题的一个答案计入其中每个选项。</Typography.Text>
        <ExportButton kind="objective" p={p} disabled={!q.data || q.data.Items.length === 0} />
      </Flex>
      <NestedTable headers={q.data?.Header ?? []} items={q.data?.Items ?? []} fixed={1} loading={q.isLoading} rowKey={(r) => String(r.th)} cellStyle={cellStyle} />
    </Flex>
  );
}

/**
 * 考试分析 (/jobManager/exam-analyze?name&workInfoGuid, spec 03 §2.3): a class selector over 成绩单, 成绩分布 (the
 * homework ones), 小题分 and 客观题选项. Only the open tab is mounted; switching clears its cached data.
 */
export function ExamAnalyzePage() {
  const [params] = useSearchParams();
  const workGuid = params.get('workInfoGuid') ?? params.get('workGuid') ?? '';
  const name = params.get('name') ?? '考试分析';
  const ruCode = useCurrentUser().school.ru;
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('jobreport');
  const [classCode, setClassCode] = useState('');
  const classes = useClassesOfWork({ ruCode, workGuid });
  if (!workGuid) return <Result status="warning" title="缺少考试参数" extra={<Link to={paths.jobManager.job.path}>返回作业列表</Link>} />;
  const p = { ruCode, workGuid, classCode };
  const switchTab = (next: string) => {
    queryClient.removeQueries({ queryKey: ['exams', 'analysis', workGuid, next] });
    queryClient.removeQueries({ queryKey: ['reports', workGuid, next] });
    setTab(next);
  };
  const items = [
    { key: 'jobreport', label: '成绩单', children: <ScoreReportTab key={classCode} {...p} /> },
    { key: 'jobrelease', label: '成绩分布', children: <ScoreDistributionTab key={classCode} {...p} /> },
    { key: 'jobscore', label: '小题分', children: <SubsectionTab key={classCode} {...p} /> },
    { key: 'jobsubject', label: '客观题选项', children: <ObjectiveTab key={classCode} {...p} /> },
  ];
  return (
    <Flex vertical gap="middle">
      <Breadcrumb items={[
        { title: <Link to={paths.jobManager.job.path}>作业列表</Link> },
        { title: <Link to={paths.jobManager.examDetails.getHref({ workGuid })}>考试详情</Link> },
        { title: '考试分析' },
      ]} />
      <Card title={name} extra={<ClassOfWorkSelect classes={classes.data} loading={classes.isLoading} value={classCode} onChange={setClassCode} />}>
        {classes.isSuccess ? (
          <Flex vertical gap="middle">
            <ScoreSummary {...p} />
            <Tabs activeKey={tab} onChange={switchTab} destroyOnHidden items={items} />
          </Flex>
        ) : classes.isError ? <Result status="warning" title={classes.error.message} /> : <Skeleton active paragraph={{ rows: 8 }} />}
      </Card>
    </Flex>
  );
}
