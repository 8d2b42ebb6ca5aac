import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Form, Input, Modal, Pagination, Select, Skeleton, Tag, Typography, theme } from 'antd';
import { EyeOutlined, SearchOutlined, SwapOutlined } from '@ant-design/icons';
import {
  DIFFICULTY_LEVELS,
  DifficultyNames,
  SimilarPaging,
  type TBankItem,
  type TBasketReplaceRequest,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { useReplaceBasketItem } from '../api/replace-basket-item';
import { useSimilarItems } from '../api/get-similar-items';
import { BankMessages } from '../lib/messages';
import { AnswerPanel, QuestionBody } from './question-body';

/** The basket item being replaced, as the drawer knows it. */
export interface ReplacedItem {
  itemGuid: string;
  itemTypeGuid: number;
  score: number;
  answerAreaHeight: number | null;
  /** Position in the basket, from 0. */
  index: number;
}

interface SimilarQuestionDialogProps {
  scope: TSubjectScope;
  /** The item to replace; null when the dialog is closed. */
  original: ReplacedItem | null;
  /** Items in the basket: they cannot be chosen (spec 02 §2). */
  basketGuids: ReadonlySet<string>;
  onClose(): void;
  /** Told after a successful replace (the paper layout reads its paper again). */
  onReplaced?(): void;
}

/** Width of the similar-question dialog (spec 02 §9). */
const DIALOG_WIDTH = 800;
const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: DifficultyNames[level] }));

interface CandidateProps {
  item: TBankItem;
  number: number;
  isInBasket: boolean;
  isReplacing: boolean;
  onChoose(): void;
}

function Candidate({ item, number, isInBasket, isReplacing, onChoose }: CandidateProps) {
  const { token } = theme.useToken();
  const [isAnswerOpen, setAnswerOpen] = useState(false);
  return (
    <Card size="small" role="article" aria-label={`第${number}题`} styles={{ body: { padding: 0 } }}>
      <Flex vertical gap={8} style={{ padding: `${token.paddingSM}px ${token.padding}px` }}>
        <Flex gap={8} align="baseline">
          <Typography.Text strong style={{ flex: 'none' }}>{number}.</Typography.Text>
          <div style={{ minWidth: 0, flex: 1 }}><QuestionBody item={item} /></div>
        </Flex>
        {isAnswerOpen && <AnswerPanel item={item} />}
      </Flex>
      <Flex justify="space-between" align="center" gap={8}
        style={{ padding: `${token.paddingXXS}px ${token.padding}px`, borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorFillQuaternary }}>
        <Flex gap={4} wrap>
          <Tag>{item.difficultyName}</Tag>
          <Tag>{item.year}</Tag>
          {isInBasket && <Tag color="processing">已在试题篮</Tag>}
        </Flex>
        <Flex gap={4}>
          <Button type="text" size="small" icon={<EyeOutlined />} aria-expanded={isAnswerOpen} onClick={() => setAnswerOpen((v) => !v)}>
            {isAnswerOpen ? '收起解析' : '查看解析'}
          </Button>
          <Button type="primary" size="small" icon={<SwapOutlined />} disabled={isInBasket} loading={isReplacing} onClick={onChoose}
            aria-label={`选择第${number}题`}>
            选择
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The dialog's body for one original item: read-only knowledge point and type, a difficulty filter, the paged list. */
function SimilarPicker({ scope, original, basketGuids, onClose, onReplaced }: SimilarQuestionDialogProps & { original: ReplacedItem }) {
  const { message } = App.useApp();
  const [difficulty, setDifficulty] = useState<number | undefined>();
  const [query, setQuery] = useState({ difficultyGuid: undefined as number | undefined, pageIndex: 1, pageSize: SimilarPaging.defaultPageSize as number });
  const similar = useSimilarItems({ ...scope, itemGuid: original.itemGuid, ...query });
  const replace = useReplaceBasketItem(scope);
  const page = similar.data;

  const choose = (item: TBankItem) => {
    const vars: Omit<TBasketReplaceRequest, 'period' | 'km'> = {
      beforeItemGuid: original.itemGuid,
      beforeItemTypeGuid: original.itemTypeGuid,
      beforeItemScore: original.score,
      beforeIndex: original.index,
      selectItemGuid: item.itemGuid,
      selectItemVersion: item.itemVersion,
      selectItemTypeGuid: item.itemTypeGuid,
      answerAreaHeight: original.answerAreaHeight ?? undefined,
    };
    // A refusal (already in the basket, abnormal question) is told by the API client in the server's words.
    replace.mutate(vars, {
      onSuccess: () => {
        void message.success(BankMessages.done);
        onReplaced?.();
        onClose();
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label="知识点" htmlFor="similar-knowledge">
          <Input id="similar-knowledge" readOnly variant="filled" value={page?.knowledge?.name ?? ''} placeholder="无" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="题型" htmlFor="similar-type">
          <Input id="similar-type" readOnly variant="filled" value={page?.itemTypeName ?? ''} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item label="难度" htmlFor="similar-difficulty">
          <Select id="similar-difficulty" allowClear placeholder="全部" options={DIFFICULTY_OPTIONS} value={difficulty} onChange={setDifficulty}
            style={{ width: 100 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" icon={<SearchOutlined />} onClick={() => setQuery((q) => ({ ...q, difficultyGuid: difficulty, pageIndex: 1 }))}>
            搜索
          </Button>
        </Form.Item>
      </Form>
      <section aria-label="相似题列表" style={{ maxHeight: '60vh', overflowY: 'auto', paddingInlineEnd: 4 }}>
        {similar.isLoading && !page ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !page || page.list.length === 0 ? (
          <Empty description={BankMessages.noData} />
        ) : (
          <Flex vertical gap={12}>
            {page.list.map((item, i) => (
              <Candidate
                key={item.itemGuid}
                item={item}
                number={(query.pageIndex - 1) * query.pageSize + i + 1}
                // The basket is the source of truth; the row's flag covers a basket not loaded yet.
                isInBasket={basketGuids.has(item.itemGuid) || item.inBasket}
                isReplacing={replace.isPending && replace.variables?.selectItemGuid === item.itemGuid}
                onChoose={() => choose(item)}
              />
            ))}
          </Flex>
        )}
      </section>
      <Flex justify="flex-end">
        <Pagination
          size="small"
          current={query.pageIndex}
          pageSize={query.pageSize}
          total={page?.total ?? 0}
          showSizeChanger
          pageSizeOptions={SimilarPaging.pageSizes.map(String)}
          showTotal={(total) => <Typography.Text type="secondary">共 {total} 题</Typography.Text>}
          onChange={(pageIndex, pageSize) => setQuery((q) => ({ ...q, pageIndex: pageSize === q.pageSize ? pageIndex : 1, pageSize }))}
        />
      </Flex>
    </Flex>
  );
}

/** 选择试题: similar questions (same knowledge point and type) to replace one basket item in place (spec 02 §2, §4). */
export function SimilarQuestionDialog(props: SimilarQuestionDialogProps) {
  const { original, onClose } = props;
  return (
    <Modal open={original !== null} title="选择试题" width={DIALOG_WIDTH} footer={null} onCancel={onClose} destroyOnHidden>
      {/* A new original starts again: no difficulty, page 1. */}
      {original && <SimilarPicker key={original.itemGuid} {...props} original={original} />}
    </Modal>
  );
}
