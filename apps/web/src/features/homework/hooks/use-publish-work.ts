import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WorkType, sanitizeName, type TSaveWorkResult, type TWorkForm } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { editTeachingAidWork } from '../api/edit-teaching-aid-work';
import { saveMachineReadWork } from '../api/save-machine-read-work';
import { saveOnlineWork } from '../api/save-online-work';
import { saveTeachingAidWork } from '../api/save-teaching-aid-work';
import { saveTestPaperWork } from '../api/save-test-paper-work';
import { saveRequestOf } from '../lib/draft-convert';
import type { HomeworkDraft, PublishDraft } from '../lib/draft-store';
import type { WizardQuery } from '../lib/wizard-query';

/** The save endpoint of each kind; all take the same form (spec 01 §7). */
function saveByKind(workType: number, body: TWorkForm): Promise<TSaveWorkResult> {
  if (workType === WorkType.MachineRead) return saveMachineReadWork(body);
  if (workType === WorkType.Offline || workType === WorkType.TestPaper) return saveTestPaperWork({ ...body, workType });
  return saveOnlineWork(body);
}

/**
 * Saves the whole homework, its multiple-choice rules included, in one call (one transaction on the server). A new
 * teaching-aid work names its teaching-guidance chapter (the server takes the chapter's paper); an edit of one saves
 * only classes, use and sync.
 */
export function usePublishWork() {
  const { school } = useCurrentUser();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);

  const publish = async (draft: HomeworkDraft, p: PublishDraft, teaching: WizardQuery['teaching'] = null): Promise<TSaveWorkResult> => {
    setSaving(true);
    try {
      let result: TSaveWorkResult;
      if (draft.workType === WorkType.TeachingAid && draft.workInfoGuid) {
        result = await editTeachingAidWork({
          workInfoGuid: draft.workInfoGuid,
          ruCode: school.ru,
          clazzes: p.classGuids.map((classGuid) => ({ classGuid })),
          use: p.use,
          syncToOthers: p.syncToOthers ? 1 : 0,
        });
      } else if (draft.workType === WorkType.TeachingAid && teaching) {
        const { paperGuid: _paper, workInfoGuid: _work, oldWorkInfoGuid: _old, ...form } = saveRequestOf(draft, { ...p, name: sanitizeName(p.name) }, school.ru);
        result = await saveTeachingAidWork({ ...form, teachingGuidanceGuid: teaching.teachingGuidanceGuid, chapterGuid: teaching.chapterGuid });
      } else {
        result = await saveByKind(draft.workType, saveRequestOf(draft, { ...p, name: sanitizeName(p.name) }, school.ru));
      }
      await queryClient.invalidateQueries({ queryKey: ['homework'] });
      return result;
    } finally {
      setSaving(false);
    }
  };

  return { publish, isSaving };
}
