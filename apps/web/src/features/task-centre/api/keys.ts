/** Query keys of the task centre; a 201 answer anywhere invalidates `all` so the new task shows at once. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: () => [...taskKeys.all, 'list'] as const,
};
