import { Breadcrumb, Button, Card, Descriptions, Flex, Result, Tooltip, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { gradeInfo, WorkResourceMessages, WorkTypeNames } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { useWorkResource } from '../../api/get-work-resource';
import { workLinks } from '../../lib/work-links';
import { FileThumbs } from '../upload/file-thumbs';
import { AnswerKeyTable } from './answer-key-table';

/**
 * 作业详情（资源库） (/jobManager/details-warehouse?workGuid=, no header, spec 03 §2.1): a homework's questions and
 * answers as a read-only resource of the school, and 布置给我的班级, which opens the publish flow with a copy of it.
 * Reached from 作业详情's 资源库查看 / 复制链接; its breadcrumb leads to 校本资源库 (/school-based).
 */
export function DetailsWarehousePage() {
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid');
  const navigate = useNavigate();
  const resource = useWorkResource(workGuid);
  const back = <Button onClick={() => navigate(workLinks.list())}>返回作业列表</Button>;

  if (!workGuid) return <Result status="warning" title="缺少作业参数" extra={back} />;
  if (resource.isError) return <Result status="warning" title={resource.error.message || '作业加载失败'} extra={back} />;
  if (!resource.data) return <CenteredSpin />;
  const work = resource.data;
  const assign = (
    <Button type="primary" disabled={!work.canAssign} onClick={() => navigate(workLinks.copy(workGuid, work.workType))}>
      布置给我的班级
    </Button>
  );

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
      {/* No header on this page: the way on is the school's own resources (校本作业: its papers and teaching aids). */}
      <Breadcrumb items={[{ title: <Link to={paths.schoolBased.root.getHref()}>校本资源库</Link> }, { title: work.name }]} />
      <Card title={work.name} extra={work.canAssign ? assign : <Tooltip title={WorkResourceMessages.cannotAssign}>{assign}</Tooltip>}>
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="科目">{work.km}</Descriptions.Item>
          <Descriptions.Item label="年级">{gradeInfo(work.gradeCode)?.name ?? work.gradeCode}</Descriptions.Item>
          <Descriptions.Item label="类型">{WorkTypeNames[work.workType] ?? ''}</Descriptions.Item>
          <Descriptions.Item label="布置老师">{work.creatorName}</Descriptions.Item>
          <Descriptions.Item label="题数">{work.questions.length}</Descriptions.Item>
          <Descriptions.Item label="总分">{work.questions.reduce((sum, q) => sum + q.score, 0)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title="题目">
        {work.topicFileList.length ? (
          <Flex wrap gap="small"><FileThumbs files={work.topicFileList} /></Flex>
        ) : (
          <Typography.Text type="secondary">{work.paperGuid ? '题目来自题库试卷。' : '暂无题目文件'}</Typography.Text>
        )}
      </Card>
      {work.answerFileList.length > 0 && (
        <Card size="small" title="答案文件">
          <Flex wrap gap="small"><FileThumbs files={work.answerFileList} /></Flex>
        </Card>
      )}
      <Card size="small" title="答案">
        <AnswerKeyTable rows={work.questions.map((q) => ({ ...q, multSetting: q.multSetting }))} editing={false} onChange={() => undefined} />
      </Card>
    </Flex>
  );
}
