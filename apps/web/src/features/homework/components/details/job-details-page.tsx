import { Button, Card, Flex, Result, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { WorkType } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { paths, withQuery } from '@/config/paths';
import { CenteredSpin } from '@/components/centered-spin';
import { useWorkDetail } from '../../api/get-work-detail';
import { workLinks } from '../../lib/work-links';
import { FileThumbs } from '../upload/file-thumbs';
import { PaperPrintsCard } from '../finish/paper-prints-card';
import { AnswerKeyCard } from './answer-key-card';
import { WorkSettingsDescriptions } from './work-settings-descriptions';
import { ResourceLinkButton } from './resource-link-button';

/** 作业详情 (/jobManager/job-details?workGuid=): settings, classes, files and the answer key. */
export function JobDetailsPage() {
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid');
  const { school } = useCurrentUser();
  const navigate = useNavigate();
  const detail = useWorkDetail(workGuid, school.ru);

  if (!workGuid) return <Result status="warning" title="缺少作业参数" extra={<Button onClick={() => navigate(workLinks.list())}>返回列表</Button>} />;
  if (detail.isError) return <Result status="warning" title="作业加载失败" extra={<Button onClick={() => navigate(workLinks.list())}>返回列表</Button>} />;
  if (!detail.data) return <CenteredSpin />;
  const work = detail.data;

  return (
    <Flex vertical gap="middle">
      <Card
        title={work.name}
        extra={
          <Space>
            {work.isCreate && <Button onClick={() => navigate(workLinks.edit(workGuid, work.workType))}>编辑</Button>}
            {work.isCreate && <Button onClick={() => navigate(workLinks.adjust(workGuid))}>作业调整</Button>}
            <Button onClick={() => navigate(workLinks.analyze(workGuid))}>分析</Button>
            <Button onClick={() => navigate(withQuery(paths.jobManager.revisedDetail.path, { workGuid }))}>订正</Button>
            <ResourceLinkButton workGuid={workGuid} shared={work.allowOthersView === 1} />
            <Button onClick={() => navigate(workLinks.list(work.workType))}>返回列表</Button>
          </Space>
        }
      >
        <WorkSettingsDescriptions work={work} />
      </Card>
      {work.paperGuid ? (
        <>
          <Card size="small" title="题目">
            <Typography.Text>
              题目来自题库试卷，共{work.questions.length}题；
              {work.workType === WorkType.Online ? '学生在手机上看到题干、选项与公式并作答。' : '打印试卷或答题卡作答。'}
            </Typography.Text>
          </Card>
          <PaperPrintsCard workGuid={workGuid} workType={work.workType} workName={work.name} />
        </>
      ) : (
        <Card size="small" title="题目">
          <Flex wrap gap="small">
            {work.topicFileList.length ? <FileThumbs files={work.topicFileList} /> : <Typography.Text type="secondary">暂无题目文件</Typography.Text>}
          </Flex>
        </Card>
      )}
      {work.answerFileList.length > 0 && (
        <Card size="small" title="答案文件">
          <Flex wrap gap="small">
            <FileThumbs files={work.answerFileList} />
          </Flex>
        </Card>
      )}
      <AnswerKeyCard work={work} />
    </Flex>
  );
}
