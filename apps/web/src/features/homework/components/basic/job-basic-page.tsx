import { useEffect, useMemo } from 'react';
import { Button, Card, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { WorkType } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useCurrentUser, useSelectedPeriodKm } from '@/features/auth';
import { CenteredSpin } from '@/components/centered-spin';
import { useAllClass } from '../../api/get-all-class';
import { usePaperForWork } from '../../api/get-paper-for-work';
import { usePrefer } from '../../api/get-prefer';
import { draftStore } from '../../lib/draft-store';
import { usePublishDefaults } from '../../hooks/use-publish-defaults';
import { useWizardDraft } from '../../hooks/use-wizard-draft';
import { readWizardQuery, stepQuery } from '../../lib/wizard-query';
import { workLinks } from '../../lib/work-links';
import { WizardSteps } from '../wizard/wizard-steps';
import { PaperWorkCard } from './paper-work-card';
import { PublishFormCard } from './publish-form-card';

/** 发布设置 (/jobManager/job-basic): loads the draft, preferences and classes, then shows the publish form. */
export function JobBasicPage() {
  const [params] = useSearchParams();
  const q = useMemo(() => readWizardQuery(params), [params]);
  const { school } = useCurrentUser();
  const selected = useSelectedPeriodKm();
  const navigate = useNavigate();
  const { draft, isError } = useWizardDraft(q, selected?.km);
  const prefer = usePrefer();
  const allClass = useAllClass(school.ru);
  // A work published from a bank paper (new, or an edit of one) shows the paper instead of the uploaded files.
  const paper = usePaperForWork(draft?.paperGuid && !draft.workInfoGuid ? draft.paperGuid : null, school.ru);
  const paperKm = paper.data?.km;
  // The work takes the paper's subject before its publish defaults (the default name names the subject) are filled.
  useEffect(() => {
    if (!paperKm || !draft || draft.km === paperKm) return;
    draftStore.set((prev) => (prev.key === draft.key ? { ...prev, km: paperKm, publish: null } : prev));
  }, [paperKm, draft]);
  const isPaperDraft = !!draft?.paperGuid && !draft.workInfoGuid;
  usePublishDefaults(draft && (!isPaperDraft || draft.km === paperKm) ? draft : null, prefer.data, !prefer.isLoading);

  if (isError) return <Result status="warning" title="作业加载失败" extra={<Button onClick={() => navigate(workLinks.list())}>返回列表</Button>} />;
  if (paper.isError) {
    return <Result status="warning" title="试卷加载失败" subTitle={paper.error.message} extra={<Button onClick={() => navigate(workLinks.list())}>返回列表</Button>} />;
  }
  if (!draft?.publish || allClass.isLoading || (isPaperDraft && !paper.data)) return <CenteredSpin />;
  // Reached without the upload step (a bookmark, or a draft left from another tab): the files come first.
  if (draft.workType !== WorkType.TeachingAid && draft.papers.length === 0 && !draft.paperGuid) {
    return (
      <Card>
        <Result
          status="info"
          title="请先完成上传设置"
          extra={
            <Button type="primary" onClick={() => navigate(paths.jobManager.jobUpload.getHref(stepQuery(q)))}>
              去上传
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card title="发布设置">
      <WizardSteps />
      {paper.data && (
        <PaperWorkCard
          paper={paper.data}
          workType={draft.workType}
          // A teaching-aid chapter's paper is published as a teaching-aid work; a bank paper may change its kind.
          onWorkTypeChange={q.teaching ? undefined
            : (workType) => navigate(paths.jobManager.jobBasic.getHref({ ...stepQuery(q), workType }), { replace: true })}
        />
      )}
      <PublishFormCard key={draft.key} draft={draft} query={q} allClass={allClass.data ?? []} prefer={prefer.data} paper={paper.data} />
    </Card>
  );
}
