import { Breadcrumb, Button, Card, Divider, Result, Space, Spin, Typography } from 'antd';
import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useHelpArticle } from '../api/get-article';
import { useVoteHelpful } from '../api/vote-helpful';
import { ArticleBody } from './article-body';

/**
 * 问题详情 (spec 03 §2.1 /help-center/question/:guid): the article (reading it counts a view), 这篇文章对您有帮助吗 with
 * 有帮助 / 没帮助 (one answer per user, changeable), and a breadcrumb back to the help centre and the category.
 */
export function HelpArticlePage() {
  const guid = useParams().guid ?? '';
  const article = useHelpArticle(guid);
  const vote = useVoteHelpful();

  if (article.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (article.isError) {
    return (
      <Result
        status="404"
        title={article.error.message || '该问题不存在或已下线'}
        extra={<Link to={paths.helpCenter.root.getHref()}><Button type="primary">返回帮助中心</Button></Link>}
      />
    );
  }
  const a = article.data;
  const voted = a.myVote !== null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb
        items={[
          { title: <Link to={paths.helpCenter.root.getHref()}>帮助中心</Link> },
          { title: <Link to={paths.helpCenter.root.getHref({ category: a.categoryCode })}>{a.categoryName}</Link> },
          { title: a.title },
        ]}
      />
      <Card>
        <Typography.Title level={3}>{a.title}</Typography.Title>
        <Typography.Text type="secondary">
          阅读 {a.viewCount} 次 · 更新于 {dayjs(a.updatedAt).format('YYYY-MM-DD')}
        </Typography.Text>
        <Divider />
        <ArticleBody body={a.body} />
        <Divider />
        <div style={{ textAlign: 'center' }} aria-label="这篇文章对您有帮助吗">
          <Typography.Paragraph strong>这篇文章对您有帮助吗？</Typography.Paragraph>
          <Space size={16}>
            <Button
              icon={<LikeOutlined />}
              type={a.myVote === true ? 'primary' : 'default'}
              loading={vote.isPending && vote.variables?.helpful === true}
              onClick={() => vote.mutate({ guid, helpful: true })}
            >
              有帮助（{a.helpfulCount}）
            </Button>
            <Button
              icon={<DislikeOutlined />}
              type={a.myVote === false ? 'primary' : 'default'}
              loading={vote.isPending && vote.variables?.helpful === false}
              onClick={() => vote.mutate({ guid, helpful: false })}
            >
              没帮助（{a.unhelpfulCount}）
            </Button>
          </Space>
          {voted && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {a.myVote ? '感谢您的评价！' : '抱歉没能帮到您，'}
              {!a.myVote && <Link to={paths.helpCenter.feedBack.getHref()}>提交意见反馈</Link>}
              {!a.myVote && '告诉我们您遇到的问题。'}
            </Typography.Paragraph>
          )}
        </div>
      </Card>
      <Link to={paths.helpCenter.root.getHref()}>‹ 返回帮助中心</Link>
    </Space>
  );
}
