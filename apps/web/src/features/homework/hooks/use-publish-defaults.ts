import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { HomeworkMessages, type TPrefer } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { getDefaultWorkName } from '../api/get-default-work-name';
import { newPublishDraft } from '../lib/draft-convert';
import { draftStore, type HomeworkDraft } from '../lib/draft-store';

/**
 * Fills the publish settings of a new draft once (spec 01 §5 defaults): the server's default name, start now + 2h,
 * end 16:00 tomorrow, and the teacher's preferences. Waits for the preference so its defaults are not missed.
 */
export function usePublishDefaults(draft: HomeworkDraft | null, prefer: TPrefer | undefined, preferSettled: boolean) {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!draft || draft.publish || !preferSettled || started.current === draft.key) return;
    started.current = draft.key;
    const fill = (name: string) =>
      draftStore.set((prev) => (prev.key === draft.key && !prev.publish ? { ...prev, publish: newPublishDraft(prev.km, name, prefer, prev.workType) } : prev));
    getDefaultWorkName(draft.km, school.ru).then(
      ({ name }) => fill(name),
      () => {
        void message.error(HomeworkMessages.defaultNameFailed);
        fill('');
      },
    );
  }, [draft, prefer, preferSettled, school.ru, message]);
}
