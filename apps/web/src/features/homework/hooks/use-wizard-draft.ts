import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/features/auth';
import { useWorkInfo } from '../api/get-work-info';
import { draftFromWorkInfo, newDraft } from '../lib/draft-convert';
import { draftKeyOf, draftStore, useDraftFor, type HomeworkDraft } from '../lib/draft-store';
import type { WizardQuery } from '../lib/wizard-query';

/**
 * The draft of the homework the URL names: the kept one when it matches (so a reload or going back loses nothing),
 * else the saved work (edit) or its copy loaded from the server, else a new one.
 */
export function useWizardDraft(q: WizardQuery, fallbackKm: string | undefined): { draft: HomeworkDraft | null; isError: boolean } {
  const { school } = useCurrentUser();
  const draft = useDraftFor(q);
  const needsLoad = !draft && !!(q.workInfoGuid || q.oldWorkInfoGuid);
  const info = useWorkInfo({ workInfoGuid: q.workInfoGuid, oldWorkInfoGuid: q.oldWorkInfoGuid, ruCode: school.ru }, needsLoad);

  // The draft this page has had; once it is cleared (finish, exit) the page is leaving and must not start another.
  const had = useRef<string | null>(null);

  useEffect(() => {
    const key = draftKeyOf(q);
    if (draft) {
      had.current = key;
      return;
    }
    if (had.current === key) return;
    if (needsLoad) {
      if (info.data) draftStore.set(draftFromWorkInfo(info.data, q));
      return;
    }
    draftStore.set(newDraft(q, q.km ?? fallbackKm ?? '', q.source));
  }, [draft, needsLoad, info.data, q, fallbackKm]);

  return { draft, isError: info.isError };
}
