import { App, Button, Space, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadFile } from '@/lib/api-client';
import { useGetPaperAnswerPdf } from '../api/get-paper-answer-pdf';
import { useGetPaperCardPdf } from '../api/get-paper-card-pdf';
import { useGetPaperPdf } from '../api/get-paper-pdf';

/** Spec 02 §5: a second click while a download is being prepared. */
export const DOWNLOAD_BUSY = '正在下载中，请稍后';

export interface PaperDownloadButtonsProps {
  paperGuid: string;
  /** The homework the print belongs to (its code goes into the answer card's QR code); empty for a paper on its own. */
  workCode?: string;
  /** Names the answers file after the homework. */
  workInfoName?: string;
  size?: ButtonProps['size'];
}

/**
 * The three downloads of a paper: 下载试卷, 下载答案解析, 下载答题卡. A PDF made before from the unchanged paper
 * downloads at once; otherwise the server queues it and it appears in the task centre (the api client says
 * 操作成功，请在任务队列中查看！ and refreshes the task list), from where the teacher downloads it when it is ready.
 */
export function PaperDownloadButtons({ paperGuid, workCode = '', workInfoName, size }: PaperDownloadButtonsProps) {
  const { message } = App.useApp();
  const paper = useGetPaperPdf();
  const answers = useGetPaperAnswerPdf();
  const card = useGetPaperCardPdf();
  const query = { paperGuid, workCode };

  const busy = (pending: boolean) => {
    if (pending) void message.warning(DOWNLOAD_BUSY);
    return pending;
  };
  const fetchKept = (url: string | undefined, fileName: string) => (url ? downloadFile(url, undefined, fileName) : undefined);

  return (
    <Space wrap size="small">
      <Button
        size={size}
        icon={<DownloadOutlined />}
        loading={paper.isPending}
        onClick={() => {
          if (busy(paper.isPending)) return;
          paper.mutate(query, { onSuccess: (r) => void fetchKept('pdfUrl' in r ? r.pdfUrl : undefined, 'fileName' in r ? r.fileName : '试卷.pdf') });
        }}
      >
        下载试卷
      </Button>
      <Button
        size={size}
        icon={<DownloadOutlined />}
        loading={answers.isPending}
        onClick={() => {
          if (busy(answers.isPending)) return;
          // A kept file answers body status 202, which the api client downloads through YJReport/LoadFile itself.
          answers.mutate({ ...query, workInfoName });
        }}
      >
        下载答案解析
      </Button>
      <Button
        size={size}
        icon={<DownloadOutlined />}
        loading={card.isPending}
        onClick={() => {
          if (busy(card.isPending)) return;
          card.mutate(query, { onSuccess: (r) => void fetchKept('cardPdfUrl' in r ? r.cardPdfUrl : undefined, 'fileName' in r ? r.fileName : '答题卡.pdf') });
        }}
      >
        下载答题卡
      </Button>
    </Space>
  );
}
