import { Divider, Flex, Tag, Typography, theme } from 'antd';
import { DifficultyNames, gradeInfo, itemTypeInfo, type DifficultyLevel } from '@zuoyeben/shared';
import { RichOptions, RichText } from '@/components/rich-text';
import type { EditorDraft } from '../lib/draft';

const answerHtml = (answer: readonly string[]) => answer.filter((a) => a.trim()).join('；');

/** The item as the bank will show it, typeset live with KaTeX while it is typed. */
export function ItemPreview({ draft, knowledgeNames }: { draft: EditorDraft; knowledgeNames: string[] }) {
  const { token } = theme.useToken();
  const info = draft.type === null ? undefined : itemTypeInfo(draft.type);
  const grade = draft.gradeCode ? gradeInfo(draft.gradeCode)?.name : undefined;
  const difficulty = draft.difficulty ? DifficultyNames[draft.difficulty as DifficultyLevel] : undefined;
  const hasAnswer = info?.isGroup ? draft.subItems.some((s) => answerHtml(s.answer)) : Boolean(answerHtml(draft.answer));
  return (
    <Flex vertical gap={8} aria-label="试题预览" role="region">
      <Flex gap={4} wrap>
        <Tag color="blue">{info?.name ?? '未选题型'}</Tag>
        {difficulty && <Tag>{difficulty}</Tag>}
        {grade && <Tag>{grade}</Tag>}
        {knowledgeNames.map((n) => <Tag key={n} color="geekblue">{n}</Tag>)}
      </Flex>
      {draft.stem.trim() ? <RichText html={draft.stem} /> : <Typography.Text type="secondary">题干将显示在这里</Typography.Text>}
      {!info?.isGroup && <RichOptions options={draft.options} />}
      {info?.isGroup && draft.subItems.map((sub, i) => (
        <Flex key={i} vertical gap={4}>
          <Flex gap={6} align="baseline">
            <span>({i + 1})</span>
            <RichText html={sub.stem || '　'} />
          </Flex>
          <RichOptions options={sub.options} />
        </Flex>
      ))}
      <Divider style={{ margin: `${token.marginXS}px 0` }} />
      <div>
        <Typography.Text strong>【答案】</Typography.Text>
        {!hasAnswer && <Typography.Text type="secondary">未填写</Typography.Text>}
        {hasAnswer && info?.isGroup && draft.subItems.map((s, i) => (
          <span key={i} style={{ marginInlineEnd: 12 }}>({i + 1}) <RichText html={answerHtml(s.answer) || '—'} inline /></span>
        ))}
        {hasAnswer && !info?.isGroup && <RichText html={answerHtml(draft.answer)} inline />}
      </div>
      <div>
        <Typography.Text strong>【解析】</Typography.Text>
        {draft.explanation.trim() ? <RichText html={draft.explanation} /> : <Typography.Text type="secondary">暂无解析</Typography.Text>}
      </div>
    </Flex>
  );
}
