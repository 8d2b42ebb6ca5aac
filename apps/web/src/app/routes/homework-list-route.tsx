import { HomeworkListPage } from '@/features/homework/components/list/homework-list-page';
// The guide's own module, not the teach-info index (which loads the teaching-info and progress screens): like
// page-loaders.ts, the route names the one module it needs so the homework list's first load stays light.
import { FirstUseGuide } from '@/features/teach-info/components/first-use-guide';

/** 作业列表 (/jobManager/job), the first page after login: a new teacher's first-use guide opens above it. */
export function HomeworkListRoute() {
  return (
    <>
      <HomeworkListPage />
      <FirstUseGuide />
    </>
  );
}
