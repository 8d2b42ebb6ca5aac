import { SomeRight, SomeWrong, type MultSetting } from '@zuoyeben/shared';

/** One line describing a multiple-choice rule, e.g. 有错选不得分，少选得一半分. */
export function describeMultSetting(s: MultSetting): string {
  const wrong = s.someWrong === SomeWrong.NoScore ? '有错选不得分' : '有错选按选对部分得分';
  const right =
    s.someRight === SomeRight.Uniform
      ? `少选得${s.unifyScore}分`
      : s.someRight === SomeRight.PerOption
        ? `少选按选项得分（${Object.entries(s.someScoceSetting).map(([l, v]) => `${l}:${v}`).join('，')}）`
        : '少选得一半分';
  return `${wrong}，${right}`;
}
