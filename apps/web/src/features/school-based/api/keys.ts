import { bankKeys } from '@/features/question-bank';
import { paperKeys } from '@/lib/paper-collect-api';

/**
 * Query keys of the school-based screens. Lists of questions sit below the bank's items key, so collecting or
 * adding a question from a card (which invalidates the bank's lists) refreshes them too.
 */
export const schoolBasedKeys = {
  all: ['school-based'] as const,
  /** Under the papers key, so collecting a paper anywhere (PaperCollectButton) refreshes the library's 收藏/已收藏. */
  papers: () => [...paperKeys.all, 'school-library'] as const,
  paperInfo: (paperGuid: string) => [...schoolBasedKeys.all, 'paper-info', paperGuid] as const,
  guidanceList: () => [...schoolBasedKeys.all, 'guidance-list'] as const,
  guidance: (guid: string) => [...schoolBasedKeys.all, 'guidance', guid] as const,
  selection: (period: string, km: string) => [...schoolBasedKeys.all, 'guidance-selection', period, km] as const,
  chapterItems: () => [...bankKeys.items(), 'guidance-chapter'] as const,
};
