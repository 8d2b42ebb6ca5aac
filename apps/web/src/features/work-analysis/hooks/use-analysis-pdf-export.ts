import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { ApiStatus } from '@zuoyeben/shared';
import { ApiError, downloadFile } from '@/lib/api-client';
import type { WorkAnswerParams } from '../api/keys';
import { analysisPdfByteUrl, queryAnalysisPdf } from '../api/query-analysis-pdf';
import { runAnalysisPdf } from '../api/run-analysis-pdf';

/** The client asks again this often while the answer is 410 (spec 03 §4). */
export const PDF_POLL_MS = 1000;

/**
 * 导出PDF: starts the task, asks every second while it is pending, then downloads the file. Leaving the page stops
 * the asking; the task stays in the task centre, where it can be downloaded later.
 */
export function useAnalysisPdfExport(params: WorkAnswerParams) {
  const { message } = App.useApp();
  const [isExporting, setExporting] = useState(false);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const start = useCallback(async () => {
    setExporting(true);
    try {
      const { key } = await runAnalysisPdf(params);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, PDF_POLL_MS));
        if (!alive.current) return;
        try {
          const file = await queryAnalysisPdf(key, params.workGuid);
          await downloadFile(analysisPdfByteUrl(file.PdfAliyunKey, file.WorkName), undefined, file.WorkName);
          return;
        } catch (error) {
          if (error instanceof ApiError && error.status === ApiStatus.Pending) continue;
          if (error instanceof ApiError) message.error(error.message);
          return;
        }
      }
    } catch {
      // The run call's refusal was already shown by the client.
    } finally {
      if (alive.current) setExporting(false);
    }
  }, [params, message]);

  return { start, isExporting };
}
