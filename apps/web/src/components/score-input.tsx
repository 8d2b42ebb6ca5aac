import type { Ref } from 'react';
import { InputNumber, type GetRef, type InputNumberProps } from 'antd';
import { HomeworkLimits, formatScore } from '@zuoyeben/shared';

/**
 * The number box for a score: steps of HomeworkLimits.scoreStep (0.5) and shows 2 and 10 rather than 2.0 and 10.0
 * (antd takes the step's decimal for every value; issue 9 item 25). What the teacher is typing is left as typed.
 */
export function ScoreInput(props: InputNumberProps<number> & { ref?: Ref<GetRef<typeof InputNumber>> }) {
  return (
    <InputNumber<number>
      step={HomeworkLimits.scoreStep}
      formatter={(value, info) => (info.userTyping ? info.input : value === undefined || String(value) === '' ? '' : formatScore(Number(value)))}
      {...props}
    />
  );
}
