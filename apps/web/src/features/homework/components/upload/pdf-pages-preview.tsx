import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TFileRef } from '@zuoyeben/shared';
import { fetchFileBytes, loadPdf } from '../../lib/file-preview';
import type { PDFDocumentProxy } from '../../lib/pdf-document';
import { PreviewFailed } from './preview-failed';

export const PDF_PREVIEW_FAILED = 'PDF 预览失败，请下载查看';

type PdfState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; doc: PDFDocumentProxy };

/**
 * The pages of an uploaded PDF drawn by pdf.js, one at a time at the preview width (上一页 / 下一页, 第 n / N 页):
 * a page is only rendered when it is shown. pdf.js loads with the first preview.
 */
export function PdfPagesPreview({ file }: { file: TFileRef }) {
  const [state, setState] = useState<PdfState>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const failed = useCallback(() => setState({ kind: 'error' }), []);

  useEffect(() => {
    let cancelled = false;
    let doc: PDFDocumentProxy | undefined;
    setState({ kind: 'loading' });
    setPage(1);
    (async () => {
      const data = await fetchFileBytes(file.filePath);
      doc = await loadPdf(data);
      if (cancelled) return void doc.destroy();
      setState({ kind: 'ready', doc });
    })().catch((e: unknown) => {
      if (cancelled) return;
      console.warn('PDF preview failed', e);
      setState({ kind: 'error' });
    });
    return () => {
      cancelled = true;
      void doc?.destroy();
    };
  }, [file.filePath]);

  if (state.kind === 'error') return <PreviewFailed file={file} title={PDF_PREVIEW_FAILED} />;
  if (state.kind === 'loading')
    return (
      <Flex vertical align="center" justify="center" gap="small" style={{ minHeight: 240 }}>
        <Spin />
        <Typography.Text type="secondary">正在加载 PDF…</Typography.Text>
      </Flex>
    );

  const total = state.doc.numPages;
  return (
    <Flex vertical gap="small">
      <Flex align="center" justify="center" gap="middle">
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          上一页
        </Button>
        <Typography.Text aria-live="polite">
          第 {page} / {total} 页
        </Typography.Text>
        <Button disabled={page >= total} onClick={() => setPage((p) => p + 1)}>
          下一页 <RightOutlined />
        </Button>
      </Flex>
      {/* A fresh canvas per page: pdf.js refuses a canvas that is still being drawn. */}
      <PdfPageCanvas key={page} doc={state.doc} pageNumber={page} onError={failed} />
      <Typography.Link href={file.filePath} target="_blank" rel="noreferrer">
        在新窗口中打开
      </Typography.Link>
    </Flex>
  );
}

function PdfPageCanvas({ doc, pageNumber, onError }: { doc: PDFDocumentProxy; pageNumber: number; onError: () => void }) {
  const { token } = theme.useToken();
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | undefined;
    (async () => {
      const page = await doc.getPage(pageNumber);
      const el = canvas.current;
      if (cancelled || !el || !holder.current) return;
      // Fit the page to the panel width (minus its border), sharp on high-density screens.
      const width = Math.max(holder.current.clientWidth - 2, 320);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      el.width = Math.floor(viewport.width * ratio);
      el.height = Math.floor(viewport.height * ratio);
      el.style.width = `${Math.floor(viewport.width)}px`;
      el.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({ canvas: el, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
      if (!cancelled) setDrawing(false);
    })().catch((e: unknown) => {
      if (cancelled || (e instanceof Error && e.name === 'RenderingCancelledException')) return;
      console.warn('PDF page render failed', e);
      onError();
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, onError]);

  return (
    <div
      ref={holder}
      style={{ position: 'relative', maxHeight: '70vh', overflow: 'auto', border: `1px solid ${token.colorBorder}`, background: token.colorBgLayout }}
    >
      <canvas ref={canvas} aria-label={`第 ${pageNumber} 页`} role="img" style={{ display: 'block', background: '#fff' }} />
      {drawing && (
        <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, minHeight: 120 }}>
          <Spin />
        </Flex>
      )}
    </div>
  );
}
