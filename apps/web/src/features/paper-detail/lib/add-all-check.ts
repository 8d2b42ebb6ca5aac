import { PaperDetailMessages, type TPaperDetail, type TSubjectScope } from '@zuoyeben/shared';

/**
 * Why 全部加入试题篮 is refused before asking the server (spec 02 §5), in the spec's order: the paper held by manual
 * handling, another 学段、科目 than the top-right one, then missing answers. null = go ahead (the server checks again).
 */
export function addAllRefusal(paper: Pick<TPaperDetail, 'period' | 'km' | 'isClickable' | 'answerLackNumbers'>, scope: TSubjectScope | null): string | null {
  if (!paper.isClickable) return PaperDetailMessages.manualPending;
  if (!scope || paper.period !== scope.period || paper.km !== scope.km) return PaperDetailMessages.otherSubject;
  if (paper.answerLackNumbers.length > 0) return PaperDetailMessages.answerMissing;
  return null;
}
