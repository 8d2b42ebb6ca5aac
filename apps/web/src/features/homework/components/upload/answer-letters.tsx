import { Button, Space } from 'antd';
import { QuestionType } from '@zuoyeben/shared';
import { optionLettersOf, type DraftQuestion } from '../../lib/question-rows';

/** The answer as letter toggles A… within the option count; subjective questions have none. */
export function AnswerLetters({ question, onToggle }: { question: DraftQuestion; onToggle: (letter: string) => void }) {
  if (question.type === QuestionType.Subjective) return <span>—</span>;
  return (
    <Space size={4} wrap>
      {optionLettersOf(question.option).map((letter) => {
        const on = question.answer.includes(letter);
        return (
          <Button
            key={letter}
            size="small"
            shape={question.type === QuestionType.Single ? 'circle' : 'default'}
            type={on ? 'primary' : 'default'}
            aria-pressed={on}
            aria-label={`第${question.th}题选项${letter}`}
            onClick={() => onToggle(letter)}
          >
            {letter}
          </Button>
        );
      })}
    </Space>
  );
}
