import { Button, Flex, theme } from 'antd';
import { QuestionType } from '@zuoyeben/shared';
import { optionLetters, toggleChoice } from '../lib/choice';

interface ChoiceBubblesProps {
  th: number;
  type: number;
  optionCount: number;
  value: string;
  onChange: (answer: string) => void;
  disabled?: boolean;
  /** The published answer key, to mark the right letters. */
  rightAnswer?: string | null;
}

/** Option letters as large round tap targets (48px): one letter for a single choice, toggles for a multiple choice. */
export function ChoiceBubbles({ th, type, optionCount, value, onChange, disabled, rightAnswer }: ChoiceBubblesProps) {
  const { token } = theme.useToken();
  const kind = type === QuestionType.Single ? '单选' : '多选';
  return (
    <Flex role="group" aria-label={`第${th}题选项（${kind}）`} wrap gap={token.marginSM}>
      {optionLetters(optionCount).map((letter) => {
        const isChosen = value.includes(letter);
        const isRight = rightAnswer?.includes(letter) ?? false;
        return (
          <Button
            key={letter}
            shape="circle"
            type={isChosen ? 'primary' : 'default'}
            aria-pressed={isChosen}
            aria-label={`第${th}题 ${letter}`}
            disabled={disabled}
            onClick={() => onChange(toggleChoice(value, letter, type))}
            style={{
              width: 48,
              height: 48,
              fontSize: token.fontSizeLG,
              fontWeight: 600,
              ...(isRight ? { boxShadow: `0 0 0 3px ${token.colorSuccess}` } : {}),
            }}
          >
            {letter}
          </Button>
        );
      })}
    </Flex>
  );
}
