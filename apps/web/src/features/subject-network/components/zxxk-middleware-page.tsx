import { App, Button, Card, Empty, Flex, List, Result, Skeleton, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { RichText } from '@/features/question-bank';
import { paths } from '@/config/paths';
import { useBankAddress } from '../api/get-bank-address';
import { useDeleteXkwItem } from '../api/delete-xkw-item';
import { useReceived } from '../api/get-received';
import { NotConfigured } from './not-configured';

/**
 * 学科网选题返回 (/zxxk-middleware): where the bank's post lands (docs/subject-network-return.md). Lists the questions
 * that came back with this opening, each with 移出试题篮 (DeleteXkwItem), then 去组卷 or 继续选题.
 */
export function ZxxkMiddlewarePage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const error = params.get('error');
  const added = params.get('added');
  const address = useBankAddress();
  const received = useReceived(token);
  const remove = useDeleteXkwItem();

  if (address.isLoading) return <Card><Skeleton active /></Card>;
  if (!address.data?.url) return <Card><NotConfigured /></Card>;
  if (error) {
    return <Card><Result status="warning" title="题目没有带回来" subTitle={error}
      extra={<Link to={paths.zxxk.root.getHref()}><Button type="primary">重新打开学科网题库</Button></Link>} /></Card>;
  }
  if (!token) {
    return <Card><Result status="info" title="这里接收学科网发回的题目" subTitle="请先打开学科网题库选题，选好后在学科网点「发送到作业本」，题目会回到这里。"
      extra={<Link to={paths.zxxk.root.getHref()}><Button type="primary">打开学科网题库</Button></Link>} /></Card>;
  }
  if (received.isLoading) return <Card><Skeleton active /></Card>;
  if (received.isError || !received.data) {
    return <Card><Result status="warning" title="找不到这次带回的题目" subTitle="选题链接可能已失效，请重新打开学科网题库。"
      extra={<Link to={paths.zxxk.root.getHref()}><Button type="primary">重新打开学科网题库</Button></Link>} /></Card>;
  }
  const data = received.data;
  const scope = { period: data.period, km: data.km, workType: data.workType };
  const inBasket = data.items.filter((i) => i.inBasket).length;

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>学科网选题返回</Typography.Title>}
      extra={<Flex gap={12}>
        <Link to={paths.zxxk.iframe.getHref(scope)}><Button>继续选题</Button></Link>
        <Link to={paths.homework.paper.getHref({ workType: data.workType, source: 0, period: data.period, km: data.km })}>
          <Button type="primary" disabled={inBasket === 0}>去组卷</Button>
        </Link>
      </Flex>}>
      <Typography.Paragraph>
        {added !== null && <>刚刚带回 {added} 道题。</>}这次从学科网共带回 {data.items.length} 道题，{inBasket} 道在试题篮中（{data.km}）。
        题目已保存到「我的题库」，移出试题篮不会删除它。
      </Typography.Paragraph>
      {data.items.length === 0 ? <Empty description="这次还没有带回题目" /> : (
        <List aria-label="带回的题目" bordered dataSource={data.items} renderItem={(item, i) => (
          <List.Item aria-label={`带回的第${i + 1}题`} actions={[item.inBasket
            ? <Button key="remove" size="small" loading={remove.isPending && remove.variables === item.itemGuid}
                onClick={() => remove.mutate(item.itemGuid, { onSuccess: () => void message.success('已从试题篮移除') })}>移出试题篮</Button>
            : <Tag key="out">已移出试题篮</Tag>]}>
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text type="secondary">{i + 1}. {item.itemTypeName}</Typography.Text>
              <RichText html={item.stem} />
            </Flex>
          </List.Item>
        )} />
      )}
    </Card>
  );
}
