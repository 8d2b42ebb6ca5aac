import { useState } from 'react';
import { App, Button, Divider, Drawer, Empty, Flex, Skeleton, Space, Switch, Typography, theme } from 'antd';
import { PlusCircleOutlined } from '@ant-design/icons';
import { isComprehensiveSubject, PageAddMessages, SchoolBasedMessages, toChineseNumeral, type TPaperInfo, type TSubjectScope } from '@zuoyeben/shared';
import { PaperDownloadButtons } from '@/features/paper-print';
import { AnswerPanel, QuestionBody, useAddPage } from '@/features/question-bank';
import { usePaperInfo } from '../api/get-paper-info';

interface PaperPreviewDrawerProps {
  /** The paper shown; null closes the drawer. */
  paperGuid: string | null;
  scope: TSubjectScope;
  onClose(): void;
}

function PaperBody({ paper, showAnswers }: { paper: TPaperInfo; showAnswers: boolean }) {
  const { token } = theme.useToken();
  let number = 0;
  return (
    <Flex vertical gap={20}>
      {paper.groups.map((g, n) => (
        <section key={`${g.itemTypeGuid}-${n}`} aria-label={g.itemTypeName}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {toChineseNumeral(n + 1)}、{g.itemTypeName}
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8 }}>（共{g.total}题，{g.score}分）</Typography.Text>
          </Typography.Title>
          <Flex vertical gap={16}>
            {g.list.map((item) => {
              number += 1;
              return (
                <Flex key={item.itemGuid} vertical gap={8} role="article" aria-label={`第${number}题`}
                  style={{ paddingBottom: token.paddingSM, borderBottom: `1px dashed ${token.colorBorderSecondary}` }}>
                  <Flex gap={8} align="baseline">
                    <Typography.Text strong style={{ flex: 'none' }}>{number}.</Typography.Text>
                    <Typography.Text type="secondary" style={{ flex: 'none' }}>（{item.score}分）</Typography.Text>
                    <div style={{ minWidth: 0, flex: 1 }}><QuestionBody item={item} /></div>
                  </Flex>
                  {showAnswers && <AnswerPanel item={item} />}
                </Flex>
              );
            })}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}

/**
 * A read-only preview of a paper (spec 02 §2 paper detail, in brief): the questions in numbered type sections, its
 * three PDFs (paper, answers, answer card; made in the task centre), answers on request and 全部加入试题篮 (hidden for the comprehensive subjects), confirmed first and refused for a
 * paper of another 学段、科目 (spec 02 §5).
 */
export function PaperPreviewDrawer({ paperGuid, scope, onClose }: PaperPreviewDrawerProps) {
  const { message } = App.useApp();
  const info = usePaperInfo(paperGuid);
  const add = useAddPage(scope);
  const [showAnswers, setShowAnswers] = useState(false);
  const paper = info.data;

  const addAll = () => {
    if (!paper) return;
    if (paper.period !== scope.period || paper.km !== scope.km) {
      message.warning(PageAddMessages.otherSubject);
      return;
    }
    add.run(paper.groups.flatMap((g) => g.list), SchoolBasedMessages.addPaperConfirm);
  };

  return (
    <Drawer
      open={paperGuid !== null}
      onClose={onClose}
      size={880}
      title={paper?.name ?? '试卷预览'}
      extra={paper && !isComprehensiveSubject(paper.km) && (
        <Button type="primary" icon={<PlusCircleOutlined />} loading={add.isPending} onClick={addAll}>全部加入试题篮</Button>
      )}
    >
      {info.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !paper ? (
        <Empty description={SchoolBasedMessages.noData} />
      ) : (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Space size={4} separator={<Divider orientation="vertical" />} wrap>
              {paper.gradeName && <Typography.Text type="secondary">年级：{paper.gradeName}</Typography.Text>}
              <Typography.Text type="secondary">科目：{paper.km}</Typography.Text>
              <Typography.Text type="secondary">题量：{paper.itemCount}题</Typography.Text>
              <Typography.Text type="secondary">总分：{paper.totalScore}分</Typography.Text>
            </Space>
            <Flex gap={8} align="center">
              <Switch size="small" checked={showAnswers} onChange={setShowAnswers} aria-label="显示答案与解析" />
              <Typography.Text>显示答案与解析</Typography.Text>
            </Flex>
          </Flex>
          {paper.groups.length > 0 && <PaperDownloadButtons paperGuid={paper.paperGuid} size="small" />}
          {paper.groups.length === 0 ? <Empty description={PageAddMessages.empty} /> : <PaperBody paper={paper} showAnswers={showAnswers} />}
        </Flex>
      )}
    </Drawer>
  );
}
