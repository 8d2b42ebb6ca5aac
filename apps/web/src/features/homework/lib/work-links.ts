import { WorkType } from '@zuoyeben/shared';
import { paths } from '@/config/paths';

const jm = paths.jobManager;

/** Where each list action leads (spec 01 §2 routes); the teaching-aid kind is edited on the publish screen only. */
export const workLinks = {
  details: (workGuid: string) => jm.jobDetails.getHref({ workGuid }),
  /** 作业详情（资源库）: the homework read-only, shareable inside the school. */
  resource: (workGuid: string) => jm.detailsWarehouse.getHref({ workGuid }),
  edit: (workInfoGuid: string, workType: number) =>
    workType === WorkType.TeachingAid
      ? jm.jobBasic.getHref({ workType, workInfoGuid, isEdit: 1 })
      : jm.jobUpload.getHref({ workType, workInfoGuid, isEdit: 1, source: 1 }),
  copy: (oldWorkInfoGuid: string, workType: number) => jm.jobUpload.getHref({ workType, oldWorkInfoGuid, source: 1 }),
  adjust: (workGuid: string) => jm.jobAdjustment.getHref({ workGuid }),
  analyze: (workGuid: string) => jm.jobAnalyze.getHref({ workGuid }),
  marking: (workGuid: string) => jm.marking.getHref({ workGuid }),
  machineRead: (workGuid: string) => jm.machineRead.getHref({ workGuid }),
  submit: (workGuid: string) => jm.jobSubmit.getHref({ workGuid }),
  tiku: (workType?: number) => jm.jobTiku.getHref({ workType }),
  list: (workType?: number) => jm.job.getHref({ workType }),
  finish: (workInfoGuid: string, workType: number) => jm.jobFinish.getHref({ workInfoGuid, workType }),
  // Exams (issue 11): their own detail and wizard; analysis and marking are those of any work.
  examDetails: (workGuid: string) => jm.examDetails.getHref({ workGuid }),
  examEdit: (workInfoGuid: string) => jm.examBasic.getHref({ workInfoGuid }),
  examCreate: () => jm.examBasic.getHref(),
  examAnalyze: (workInfoGuid: string, name: string) => jm.examAnalyze.getHref({ workInfoGuid, name }),
  examSubmit: (workGuid: string) => jm.examSubmit.getHref({ workGuid }),
};
