import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { SubjectNetworkMessages } from '@zuoyeben/shared';
import { paths } from '@/config/paths';

/** What every 学科网 page says when the school has no bank address (SUBJECT_NETWORK_URL), with a way back. */
export function NotConfigured() {
  return (
    <Result status="info" title="学科网题库还没有开通" subTitle={SubjectNetworkMessages.notConfigured}
      extra={<Link to={paths.jobManager.jobTiku.getHref()}><Button type="primary">返回选择题库</Button></Link>} />
  );
}
