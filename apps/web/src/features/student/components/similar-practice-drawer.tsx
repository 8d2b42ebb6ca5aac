import { useState } from 'react';
import { Alert, Button, Card, Drawer, Empty, Flex, Tag, Typography, theme } from 'antd';
import { SIMILAR_PRACTICE_RULE, type TSimilarPracticeCheck, type TSimilarPracticeItem } from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { RichText } from '@/components/rich-text';
import { useCheckSimilarAnswer, useSimilarPractice } from '../api/similar-practice';
import { ChoiceBubbles } from './choice-bubbles';
import { QuestionContent } from './question-content';

/** One similar question: why it was chosen, the question, the letters, and once answered the verdict, key and explanation. */
function PracticeQuestion({ knowledgeGuid, no, item, result, onResult }: {
  knowledgeGuid: string;
  no: number;
  item: TSimilarPracticeItem;
  result: TSimilarPracticeCheck | undefined;
  onResult: (r: TSimilarPracticeCheck) => void;
}) {
  const { token } = theme.useToken();
  const [answer, setAnswer] = useState('');
  const check = useCheckSimilarAnswer();
  return (
    <Card size="small" title={`第${no}题 · ${item.content.typeName}（${item.difficultyName}）`} aria-label={`同类题第${no}题`}>
      <Flex vertical gap={token.marginXS}>
        <Flex wrap gap={token.marginXXS} aria-label="选题理由">
          {item.reasons.map((r) => <Tag key={r} color="blue" style={{ whiteSpace: 'normal' }}>{r}</Tag>)}
        </Flex>
        <QuestionContent content={item.content} />
        <ChoiceBubbles th={no} type={item.type} optionCount={item.optionCount} value={answer} onChange={setAnswer} disabled={!!result}
          rightAnswer={result?.answerKey} />
        {!result && (
          <Button type="primary" block disabled={!answer} loading={check.isPending}
            onClick={() => check.mutate({ knowledgeGuid, itemGuid: item.itemGuid, answer }, { onSuccess: onResult })}>
            提交答案
          </Button>
        )}
        {result && (
          <Alert
            type={result.isCorrect ? 'success' : 'error'}
            title={result.isCorrect ? '回答正确' : `回答错误，正确答案：${result.answerKey}`}
            description={result.explanation ? <><Typography.Text strong>解析：</Typography.Text><RichText html={result.explanation} inline /></> : '暂无解析'}
          />
        )}
      </Flex>
    </Card>
  );
}

/**
 * 举一反三 (issue 14 item 5): similar bank questions of one knowledge point of the wrong-question book, each scored as
 * soon as it is answered. Nothing is stored: it is practice, not homework.
 */
export function SimilarPracticeDrawer({ knowledge, onClose }: { knowledge: { guid: string; name: string } | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const practice = useSimilarPractice(knowledge?.guid ?? null);
  const [results, setResults] = useState<Record<string, TSimilarPracticeCheck>>({});
  const list = practice.data?.list ?? [];
  const answered = list.filter((i) => results[i.itemGuid]);
  const right = answered.filter((i) => results[i.itemGuid]!.isCorrect).length;
  const close = () => { setResults({}); onClose(); };

  return (
    <Drawer open={!!knowledge} onClose={close} placement="bottom" size="92%" title={`举一反三 · ${knowledge?.name ?? ''}`} destroyOnHidden>
      {practice.isPending && <CenteredSpin />}
      {practice.isSuccess && (
        <Flex vertical gap={token.marginSM}>
          <Typography.Text type="secondary">{SIMILAR_PRACTICE_RULE}</Typography.Text>
          {list.length === 0 ? <Empty description="题库中暂时没有可练习的同类题" /> : (
            <>
              <Typography.Text aria-label="练习得分">{`已答 ${answered.length}/${list.length} 题，答对 ${right} 题`}</Typography.Text>
              {list.map((item, i) => (
                <PracticeQuestion key={item.itemGuid} knowledgeGuid={knowledge!.guid} no={i + 1} item={item} result={results[item.itemGuid]}
                  onResult={(r) => setResults((prev) => ({ ...prev, [item.itemGuid]: r }))} />
              ))}
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
