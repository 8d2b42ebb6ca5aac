import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBankAddress } from '../api/get-bank-address';
import { useOpenBank } from '../api/open-bank';
import { scopeLabel, useBankScope } from './bank-scope';
import { NotConfigured } from './not-configured';

/**
 * 学科网题库 in a frame (/zxxk-iframe): the school's bank opened with a return address; when the teacher sends the
 * chosen questions, the bank posts them to /zxxk-middleware and the whole window moves there.
 */
export function ZxxkIframePage() {
  const address = useBankAddress();
  const scope = useBankScope();
  const ready = !!address.data?.url && !!scope.period && !!scope.km;
  const opened = useOpenBank(scope, ready);
  if (address.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!address.data?.url) return <NotConfigured />;
  if (!scope.period || !scope.km) {
    return <Result status="warning" title="请先选择学段、科目" subTitle="从选择题库打开学科网题库，题目会放进对应学段、科目的试题篮。"
      extra={<Link to={paths.jobManager.jobTiku.getHref()}><Button type="primary">返回选择题库</Button></Link>} />;
  }
  return (
    <Flex vertical style={{ height: '100vh' }}>
      <Flex align="center" justify="space-between" gap={12} style={{ padding: '8px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Flex align="center" gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>学科网题库</Typography.Title>
          <Typography.Text type="secondary">{scopeLabel(scope)} · 选好后在学科网点「发送到作业本」，题目会放进您的试题篮</Typography.Text>
        </Flex>
        <Flex gap={12}>
          <Link to={paths.jobManager.jobEditTiku.getHref({ ...scope, sourceType: 300 })}>我的题库</Link>
          <Link to={paths.jobManager.jobTiku.getHref()}>返回作业本</Link>
        </Flex>
      </Flex>
      {opened.isError && <Alert type="error" showIcon message="学科网题库打不开，请稍后再试" style={{ margin: 16 }} />}
      {opened.data?.frameUrl
        ? <iframe title="学科网题库" src={opened.data.frameUrl} style={{ flex: 1, border: 0, width: '100%' }} />
        : !opened.isError && <Skeleton active style={{ padding: 24 }} />}
    </Flex>
  );
}
