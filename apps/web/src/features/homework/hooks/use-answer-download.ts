import { useRef, useState } from 'react';
import { App } from 'antd';
import { HomeworkMessages } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { downloadAnswerPdf } from '../api/download-answer-pdf';
import { useWorkPaperGuid } from '../api/get-work-paper-guid';

/**
 * 下载答案 of spec 01 §4: while the work has no work code the teacher is told it is being generated and the code is
 * fetched again; a click during a running download says so instead of starting another.
 */
export function useAnswerDownload(workInfoGuid: string | null) {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const paper = useWorkPaperGuid(workInfoGuid, school.ru);
  const [downloading, setDownloading] = useState(false);
  // The state may lag a fast double click; the ref does not.
  const running = useRef(false);

  const download = async () => {
    if (running.current) return void message.info(HomeworkMessages.downloading);
    const workCode = paper.data?.workCode;
    if (!workInfoGuid || !workCode) {
      void message.warning(HomeworkMessages.workCodePending);
      void paper.refetch();
      return;
    }
    running.current = true;
    setDownloading(true);
    try {
      await downloadAnswerPdf({ workInfoGuid, workCode, paperGuid: paper.data?.paperGuid, ruCode: school.ru });
    } catch {
      // The server's refusal (e.g. 作业号生成中) was shown by the api client; the code may have changed meanwhile.
      void paper.refetch();
    } finally {
      running.current = false;
      setDownloading(false);
    }
  };

  return { download, downloading };
}
