import { lazy, Suspense } from 'react';
import { useGuidePage } from '../api/guide/get-guide-page';

/** Modal, Steps and Typography load only for the teacher who is shown the guide (the homework list's first load stays light, issue 9 item 23). */
const FirstUseGuideDialog = lazy(() => import('./first-use-guide-dialog'));

/**
 * 新手引导 (spec 03 §7.5 IsShowGuidePage): for a teacher who has set nothing up yet, the four steps from teaching info to
 * analysis, shown once.
 */
export function FirstUseGuide() {
  const guide = useGuidePage();
  if (!guide.data?.isShow) return null;
  return (
    <Suspense fallback={null}>
      <FirstUseGuideDialog />
    </Suspense>
  );
}
