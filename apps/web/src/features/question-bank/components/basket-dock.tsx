import { useState } from 'react';
import { App, FloatButton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TBasket, TSubjectScope } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { BankMessages } from '../lib/messages';
import { BasketButton } from './basket-button';
import { BasketDrawer } from './basket-drawer';

/** Distance scrolled before the back-to-top button shows (spec 02 §2, §9). */
export const BACK_TOP_AFTER = 200;

interface BasketDockProps {
  scope: TSubjectScope;
  basket: TBasket | undefined;
  /** Query of /homework/paper that the screen knows better than its URL (推荐练习: situation, knowledgeGuid, gradeCode). */
  paperQuery?: Record<string, string | number | null | undefined>;
}

/**
 * The floating parts of every screen that picks questions: the 试题篮 button (counts on hover), its drawer with
 * 去组卷 (refused while empty) and back-to-top (spec 02 §2 question basket, §5).
 */
export function BasketDock({ scope, basket, paperQuery }: BasketDockProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    if (!basket?.total) message.warning(BankMessages.basketEmpty);
    else setOpen(true);
  };
  const compose = () => {
    if (!basket?.total) {
      message.warning(BankMessages.selectFirst);
      return;
    }
    // The query of spec 02 §2: /homework/paper hands it on to /groupTypesetting.
    navigate(paths.homework.paper.getHref({
      workType: params.get('workType') ?? 3, source: 0, period: scope.period, km: scope.km, gradeCode: params.get('gradeCode'),
      teachingGuidanceGuid: params.get('teachingGuidanceGuid'), situation: params.get('situation'), knowledgeGuid: params.get('knowledgeGuid'),
      ...paperQuery,
    }));
  };
  return (
    <>
      <BasketButton basket={basket} onOpen={open} />
      <BasketDrawer open={isOpen} onClose={() => setOpen(false)} basket={basket} scope={scope} onCompose={compose} />
      <FloatButton.BackTop visibilityHeight={BACK_TOP_AFTER} tooltip="回到顶部" />
    </>
  );
}
