import type { TSubjectScope } from '@zuoyeben/shared';

/** Query keys of the question editor. */
export const editorKeys = {
  all: ['question-editor'] as const,
  item: (itemGuid: string) => [...editorKeys.all, 'item', itemGuid] as const,
  knowledges: (scope: TSubjectScope) => [...editorKeys.all, 'knowledges', scope.period, scope.km] as const,
  textbooks: (scope: TSubjectScope) => [...editorKeys.all, 'textbooks', scope.period, scope.km] as const,
  chapters: (textBookGuid: string) => [...editorKeys.all, 'chapters', textBookGuid] as const,
};
