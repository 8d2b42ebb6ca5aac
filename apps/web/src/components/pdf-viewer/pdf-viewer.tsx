import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { fetchFileBytes } from '@/lib/file-bytes';
import { PreviewFailed, type PreviewFile } from '../preview-failed';
import type { PDFDocumentProxy } from './pdf-document';

export const PDF_PREVIEW_FAILED = 'PDF 预览失败，请下载查看';

/** Zoom steps of 放大 / 缩小, as multiples of the panel's width. */
export const PDF_ZOOM_STEPS = [1, 1.5, 2, 3] as const;

type PdfState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; doc: PDFDocumentProxy };

/** Opens a PDF with pdf.js; its module and bundled worker load on first use, so they stay out of the main chunks. */
async function loadPdf(data: ArrayBuffer) {
  const { openPdf } = await import('./pdf-document');
  return openPdf(data);
}

interface PdfViewerProps {
  file: PreviewFile;
  /** Tallest the page panel may be before it scrolls; a phone shows more of the page. */
  maxHeight?: string;
}

/**
 * A PDF drawn by pdf.js inside the page, one page at a time (上一页 / 下一页, 第 n / N 页), fitted to the panel's width
 * and zoomable with 放大 / 缩小 (the panel then scrolls both ways; a phone's pinch zoom works too). Used where a raw
 * PDF in a new tab fails: WeChat and Android webviews often cannot show one. A page is only drawn when it is shown.
 */
export function PdfViewer({ file, maxHeight = '70vh' }: PdfViewerProps) {
  const [state, setState] = useState<PdfState>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const [zoomIndex, setZoomIndex] = useState(0);
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
  const zoom = PDF_ZOOM_STEPS[zoomIndex]!;
  return (
    <Flex vertical gap="small">
      <Flex align="center" justify="center" gap="small" wrap>
        <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          上一页
        </Button>
        <Typography.Text aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          第 {page} / {total} 页
        </Typography.Text>
        <Button disabled={page >= total} onClick={() => setPage((p) => p + 1)}>
          下一页 <RightOutlined />
        </Button>
        <Flex align="center" gap={4}>
          <Button aria-label="缩小" icon={<ZoomOutOutlined />} disabled={zoomIndex === 0} onClick={() => setZoomIndex((z) => z - 1)} />
          <Typography.Text aria-label="缩放比例" style={{ minWidth: 44, textAlign: 'center' }}>
            {Math.round(zoom * 100)}%
          </Typography.Text>
          <Button
            aria-label="放大"
            icon={<ZoomInOutlined />}
            disabled={zoomIndex === PDF_ZOOM_STEPS.length - 1}
            onClick={() => setZoomIndex((z) => z + 1)}
          />
        </Flex>
      </Flex>
      {/* A fresh canvas per page and zoom: pdf.js refuses a canvas that is still being drawn. */}
      <PdfPageCanvas key={`${page}@${zoom}`} doc={state.doc} pageNumber={page} zoom={zoom} maxHeight={maxHeight} onError={failed} />
      <Typography.Link href={file.filePath} target="_blank" rel="noreferrer">
        在新窗口中打开
      </Typography.Link>
    </Flex>
  );
}

interface PdfPageCanvasProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  maxHeight: string;
  onError: () => void;
}

function PdfPageCanvas({ doc, pageNumber, zoom, maxHeight, onError }: PdfPageCanvasProps) {
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
      // Fit the page to the panel width (minus its border) times the zoom, sharp on high-density screens.
      const width = Math.max(holder.current.clientWidth - 2, 280) * zoom;
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
  }, [doc, pageNumber, zoom, onError]);

  return (
    <div
      ref={holder}
      data-testid="pdf-page-panel"
      style={{ position: 'relative', maxHeight, overflow: 'auto', border: `1px solid ${token.colorBorder}`, background: token.colorBgLayout }}
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
