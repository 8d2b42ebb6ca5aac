import { useState } from 'react';
import { Card, Flex, Skeleton } from 'antd';
import type { BankPanelProps, BankSourcePanels } from '@/features/question-bank';
import { useGuidanceChoice } from '../hooks/use-guidance-choice';
import { SchoolPaperLibrary } from './school-paper-library';
import { TeachGuidanceView } from './teach-guidance-view';

/** Bank source 2 (校本试卷): the school paper library under the bank's tabs. */
export function SchoolPapersBankPanel({ scope, sourceTabs }: BankPanelProps) {
  return <SchoolPaperLibrary scope={scope} header={sourceTabs} />;
}

/** Bank source 3 (校本教辅): the remembered teaching-guidance book; 切换 changes it in place. */
export function TeachGuidanceBankPanel({ scope, basket, sourceTabs }: BankPanelProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const choice = useGuidanceChoice(scope, picked);
  if (choice.isLoading) return <Card style={{ flex: 1 }}>{sourceTabs}<Skeleton active /></Card>;
  return (
    <Flex style={{ flex: 1, minWidth: 0 }}>
      <TeachGuidanceView
        key={choice.guid ?? 'none'}
        scope={scope}
        basket={basket}
        guidanceGuid={choice.guid}
        initialChapterGuid={choice.chapterGuid}
        header={sourceTabs}
        onPick={(m) => {
          choice.remember(m);
          setPicked(m.guid);
        }}
      />
    </Flex>
  );
}

/** The bank's sources this feature draws, by sourceType. */
export const SCHOOL_BASED_BANK_PANELS: BankSourcePanels = { 2: SchoolPapersBankPanel, 3: TeachGuidanceBankPanel };
