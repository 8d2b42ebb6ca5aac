/** Query keys of 错题打磨 and 推荐练习: everything under ['wrong-question']. */
export const wrongQuestionKeys = {
  all: ['wrong-question'] as const,
  of: (name: string, input: unknown) => ['wrong-question', name, input] as const,
};
