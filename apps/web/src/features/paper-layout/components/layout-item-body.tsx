import { isObjectiveType, type TLayoutItem } from '@zuoyeben/shared';
import { RichOptions, RichText } from '@/components/rich-text';

/** An answer as the paper prints it (rules/paper-print): option letters joined by 、, other answers as rich text. */
function AnswerText({ type, answer }: { type: number; answer: readonly string[] }) {
  if (answer.length === 0) return <>略</>;
  return isObjectiveType(type) ? <>{answer.join('、')}</> : <RichText html={answer.join('；')} inline />;
}

/**
 * Stem and options of a question; a group's sub-questions numbered on from the item's first number (th, th+1 …) as
 * the paper and the answer card number them.
 */
export function LayoutItemBody({ item }: { item: TLayoutItem }) {
  return (
    <>
      <RichText html={item.stem} />
      <RichOptions options={item.options} />
      {item.subItems?.map((sub, i) => (
        <div key={i} className="layout-sub">
          <div className="layout-question-line">
            <span className="layout-question-no">{item.th + i}．</span>
            <div className="layout-question-body"><RichText html={sub.stem} /></div>
          </div>
          <RichOptions options={sub.options} />
        </div>
      ))}
    </>
  );
}

/** The teacher copy's 【答案】 and 【解析】 under a question, as the teacher's paper prints them. */
export function LayoutItemKey({ item }: { item: TLayoutItem }) {
  return (
    <div className="layout-answer" role="note" aria-label={`第${item.th}题答案与解析`}>
      <div>
        <strong>【答案】</strong>
        {item.subItems?.length
          ? item.subItems.map((s, i) => <span key={i} style={{ marginInlineEnd: '1em' }}>{item.th + i}．<AnswerText type={s.type} answer={s.answer} /></span>)
          : <AnswerText type={item.itemTypeGuid} answer={item.answer} />}
      </div>
      <div><strong>【解析】</strong>{item.explanation.trim() ? <RichText html={item.explanation} /> : '略'}</div>
    </div>
  );
}
