import { HomeworkListPage } from '@/features/homework/components/list/homework-list-page';
import { FirstUseGuide } from '@/features/teach-info';

/** 作业列表 (/jobManager/job), the first page after login: a new teacher's first-use guide opens above it. */
export function HomeworkListRoute() {
  return (
    <>
      <HomeworkListPage />
      <FirstUseGuide />
    </>
  );
}
