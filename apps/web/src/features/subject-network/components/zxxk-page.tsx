import { Button, Card, Flex, Skeleton, Steps, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBankAddress } from '../api/get-bank-address';
import { scopeLabel, useBankScope } from './bank-scope';
import { NotConfigured } from './not-configured';

/** 学科网题库 (/zxxk): what the external bank is for and how its questions come back, then open it in the frame. */
export function ZxxkPage() {
  const address = useBankAddress();
  const scope = useBankScope();
  if (address.isLoading) return <Card><Skeleton active /></Card>;
  if (!address.data?.url) return <Card><NotConfigured /></Card>;
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>学科网题库</Typography.Title>}
      extra={<Link to={paths.jobManager.jobTiku.getHref()}>返回选择题库</Link>}>
      <Flex vertical gap={24} style={{ maxWidth: 720 }}>
        <Typography.Paragraph>
          学科网题库是学校开通的外部题库，在作业本里打开后选题。选好的题目会回到您的试题篮（{scopeLabel(scope) || '当前学段、科目'}），
          和其他题库的题目一样排版、布置。
        </Typography.Paragraph>
        <Steps direction="vertical" size="small" current={-1} items={[
          { title: '打开学科网题库', description: '点下面的按钮，在作业本里打开学科网，浏览、挑选题目。' },
          { title: '在学科网点「发送到作业本」', description: '题目会带回作业本，放进您的试题篮，并保存到「我的题库」。' },
          { title: '核对带回的题目', description: '不需要的题目可以移出试题篮，然后去组卷、布置。' },
        ]} />
        <Flex gap={12}>
          <Link to={paths.zxxk.iframe.getHref({ ...scope })}><Button type="primary">打开学科网题库</Button></Link>
        </Flex>
      </Flex>
    </Card>
  );
}
