import { useState } from 'react';
import { Breadcrumb, Card, Flex, Result, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { AnswerAnalysisTab } from '@/features/work-analysis';
import { FurtherReportButton, JobCommentsTab, useHasCommentary } from '@/features/homework-review';
import { useClassesOfWork } from '../api/get-classes-of-work';
import { reportsKeys, type AnalyzeTab } from '../api/keys';
import { ClassOfWorkSelect } from './class-of-work-select';
import { ScoreDistributionTab } from './score-distribution-tab';
import { ScoreReportTab } from './score-report-tab';
import { ScoreSummary } from './score-summary';

/**
 * 作业分析 (/jobManager/job-analyze?workGuid=…, spec 03 §2.2): a class selector over four tabs. Only the open tab
 * is mounted; switching clears that tab's cached data so it loads afresh, and a class change remounts it. The tabs
 * wait for the class list: it also checks the work, so a missing work warns once (§8.1), not once per call.
 */
export function JobAnalyzePage() {
  const [searchParams] = useSearchParams();
  const workGuid = searchParams.get('workGuid') ?? '';
  const ruCode = useCurrentUser().school.ru;
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AnalyzeTab>('jobreport');
  const [classCode, setClassCode] = useState('');
  const classes = useClassesOfWork({ ruCode, workGuid });
  const hasCommentary = useHasCommentary({ ruCode, workGuid });

  if (!workGuid) {
    return (
      <Result status="warning" title="缺少作业参数" extra={<Link to={paths.jobManager.job.path}>返回作业列表</Link>} />
    );
  }
  const params = { ruCode, workGuid, classCode };
  const switchTab = (next: string) => {
    queryClient.removeQueries({ queryKey: reportsKeys.tab(workGuid, next as AnalyzeTab) });
    setTab(next as AnalyzeTab);
  };
  // Keyed by class only: a new class starts the tab over (page 1, no order, the form's defaults for that class).
  const key = classCode;
  const items = [
    { key: 'jobreport', label: '成绩单', children: <ScoreReportTab key={key} {...params} /> },
    { key: 'jobrelease', label: '成绩分布', children: <ScoreDistributionTab key={key} {...params} /> },
    { key: 'jobpaper', label: '答卷分析', children: <AnswerAnalysisTab key={key} {...params} /> },
    ...(hasCommentary ? [{ key: 'jobComments', label: '作业讲评', children: <JobCommentsTab key={key} {...params} /> }] : []),
  ];

  return (
    <Flex vertical gap="middle">
      <Breadcrumb
        items={[
          { title: <Link to={paths.jobManager.job.path}>作业管理</Link> },
          { title: <Link to={paths.jobManager.jobDetails.getHref({ workGuid })}>作业详情</Link> },
          { title: '作业分析' },
        ]}
      />
      <Card
        title="作业分析"
        extra={
          <Flex gap="small" align="center">
            <ClassOfWorkSelect classes={classes.data} loading={classes.isLoading} value={classCode} onChange={setClassCode} />
            <FurtherReportButton ruCode={ruCode} workGuid={workGuid} />
          </Flex>
        }
      >
        {classes.isSuccess ? (
          <Flex vertical gap="middle">
            <ScoreSummary {...params} />
            <Tabs activeKey={tab} onChange={switchTab} destroyOnHidden items={items} />
          </Flex>
        ) : classes.isError ? (
          <Result status="warning" title={classes.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </Flex>
  );
}
