import { useState } from 'react';
import { Breadcrumb, Card, Flex, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth';
import { ClassOfWorkSelect, useClassesOfWork } from '@/features/reports';
import { AnswerAnalysisTab } from '@/features/work-analysis';

/**
 * 试卷分析 (/jobManager/analysis-paper?workGuid=…, spec 03 §2.1): the 答卷分析 of one homework on a page of its own,
 * with the class selector of the analysis page. Composed here because it joins two features.
 */
export function AnalysisPaperRoute() {
  const [searchParams] = useSearchParams();
  const workGuid = searchParams.get('workGuid') ?? '';
  const ruCode = useCurrentUser().school.ru;
  const [classCode, setClassCode] = useState('');
  const classes = useClassesOfWork({ ruCode, workGuid });
  if (!workGuid) {
    return <Result status="warning" title="缺少作业参数" extra={<Link to={paths.jobManager.job.path}>返回作业列表</Link>} />;
  }
  return (
    <Flex vertical gap="middle">
      <Breadcrumb
        items={[
          { title: <Link to={paths.jobManager.job.path}>作业管理</Link> },
          { title: <Link to={paths.jobManager.jobAnalyze.getHref({ workGuid })}>作业分析</Link> },
          { title: '试卷分析' },
        ]}
      />
      <Card
        title="试卷分析"
        extra={<ClassOfWorkSelect classes={classes.data} loading={classes.isLoading} value={classCode} onChange={setClassCode} />}
      >
        {classes.isSuccess ? (
          <AnswerAnalysisTab key={classCode} ruCode={ruCode} workGuid={workGuid} classCode={classCode} />
        ) : classes.isError ? (
          <Result status="warning" title={classes.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </Flex>
  );
}
