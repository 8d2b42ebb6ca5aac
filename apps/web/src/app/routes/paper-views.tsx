import { PaperViewPage } from '@/features/paper-detail/components/paper-view-page';

/** The read-only views of a paper (?paperGuid=), one route each (spec 03 §2.1). */
export const PaperViewRoute = () => <PaperViewPage mode="paper" />;
export const ViewAnswerRoute = () => <PaperViewPage mode="answer" />;
export const PaperSettingRoute = () => <PaperViewPage mode="setting" />;
export const HomeworkPreviewRoute = () => <PaperViewPage mode="phone" />;
