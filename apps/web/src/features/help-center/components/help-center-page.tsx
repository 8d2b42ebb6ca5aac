import { Button, Card, Col, Empty, Input, List, Menu, Row, Space, Tag, Typography } from 'antd';
import { FireOutlined, MessageOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { THelpArticleSummary } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useHelpCategories } from '../api/get-categories';
import { useHelpArticles } from '../api/get-article-list';
import { useHotQuestions } from '../api/get-hot-questions';

const PAGE_SIZE = 10;

function ArticleItem({ article, showCategory }: { article: THelpArticleSummary; showCategory?: boolean }) {
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <Space>
            <Link to={paths.helpCenter.question.getHref(article.guid)}>{article.title}</Link>
            {showCategory && <Tag>{article.categoryName}</Tag>}
          </Space>
        }
        description={article.summary}
      />
    </List.Item>
  );
}

/**
 * 帮助中心 (spec 03 §2.1 /help-center): a search of titles and bodies, the categories, the articles of the chosen one and
 * the hot questions (most read). The keyword and category live in the address, so going back returns to them.
 */
export function HelpCenterPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const category = params.get('category') ?? '';
  const pageIndex = Number(params.get('page')) || 1;
  const categories = useHelpCategories();
  const hot = useHotQuestions();
  const activeCategory = keyword ? '' : category || categories.data?.list[0]?.code || '';
  const list = useHelpArticles(
    { keyword: keyword || undefined, categoryCode: keyword ? undefined : activeCategory, pageIndex, pageSize: PAGE_SIZE },
    Boolean(keyword || activeCategory),
  );
  const categoryName = categories.data?.list.find((c) => c.code === activeCategory)?.name ?? '';

  const go = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row align="middle" gutter={16}>
          <Col flex="auto">
            <Typography.Title level={3} style={{ margin: 0 }}>帮助中心</Typography.Title>
            <Typography.Text type="secondary">查找作业本的使用说明和常见问题</Typography.Text>
          </Col>
          <Col>
            <Link to={paths.helpCenter.feedBack.getHref()}><Button icon={<MessageOutlined />}>意见反馈</Button></Link>
          </Col>
        </Row>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          aria-label="搜索问题"
          placeholder="搜索问题，如：导入学生、打印答题卡"
          enterButton="搜索"
          size="large"
          maxLength={30}
          allowClear
          style={{ marginTop: 16, maxWidth: 640 }}
          onSearch={(value) => go({ keyword: value.trim(), category })}
        />
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={5}>
          <Card title="问题分类" size="small" styles={{ body: { padding: 0 } }}>
            <Menu
              aria-label="问题分类"
              mode="inline"
              selectedKeys={keyword ? [] : [activeCategory]}
              style={{ borderInlineEnd: 'none' }}
              items={(categories.data?.list ?? []).map((c) => ({ key: c.code, label: `${c.name}（${c.count}）` }))}
              onClick={({ key }) => go({ category: key })}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            size="small"
            title={keyword ? `“${keyword}”的搜索结果` : categoryName}
            extra={keyword ? <Button type="link" onClick={() => go({ category })}>清除搜索</Button> : null}
          >
            <List
              aria-label={keyword ? '搜索结果' : '问题列表'}
              loading={list.isFetching && !list.data}
              dataSource={list.data?.list ?? []}
              locale={{ emptyText: <Empty description={keyword ? '没有找到相关问题，换个关键词试试，或提交意见反馈' : '暂无数据'} /> }}
              renderItem={(a) => <ArticleItem key={a.guid} article={a} showCategory={Boolean(keyword)} />}
              pagination={
                (list.data?.total ?? 0) > PAGE_SIZE
                  ? { current: pageIndex, pageSize: PAGE_SIZE, total: list.data?.total, onChange: (p) => go({ keyword, category, page: String(p) }) }
                  : false
              }
            />
          </Card>
        </Col>
        <Col xs={24} md={7}>
          <Card size="small" title={<Space><FireOutlined style={{ color: '#fa541c' }} />热门问题</Space>}>
            <List
              aria-label="热门问题"
              size="small"
              loading={hot.isLoading}
              dataSource={hot.data?.list ?? []}
              locale={{ emptyText: '暂无数据' }}
              renderItem={(a, i) => (
                <List.Item key={a.guid}>
                  <Space align="start">
                    <Tag color={i < 3 ? 'volcano' : 'default'}>{i + 1}</Tag>
                    <Link to={paths.helpCenter.question.getHref(a.guid)}>{a.title}</Link>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
