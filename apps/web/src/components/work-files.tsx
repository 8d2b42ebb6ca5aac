import { Button, Flex, Image, Typography, theme } from 'antd';
import { FileWordOutlined } from '@ant-design/icons';
import type { TStudentFile } from '@zuoyeben/shared';
import { PdfViewer } from './pdf-viewer';

const isPdf = (f: TStudentFile) => f.mime === 'application/pdf';

/**
 * A homework's question (or answer) files, for students and markers alike: images one under another, full width, tap
 * to zoom; a PDF drawn inside the page page by page with 放大 / 缩小 (WeChat and Android webviews often cannot open a
 * raw PDF in a new tab); a Word file as a link that opens in the device's viewer. `hideTitle` when a tab already says it.
 */
export function WorkFiles({ files, title, hideTitle = false, pdfHeight = '75vh' }: { files: TStudentFile[]; title: string; hideTitle?: boolean; pdfHeight?: string }) {
  const { token } = theme.useToken();
  if (files.length === 0) return null;
  const images = files.filter((f) => f.mime.startsWith('image/'));
  const pdfs = files.filter(isPdf);
  const others = files.filter((f) => !f.mime.startsWith('image/') && !isPdf(f));
  return (
    <Flex vertical gap={token.marginXS}>
      {!hideTitle && <Typography.Text strong>{title}</Typography.Text>}
      <Image.PreviewGroup>
        {images.map((f, i) => (
          <Image key={f.fileKey} src={f.filePath} alt={`${title}第${i + 1}张`} width="100%" style={{ borderRadius: token.borderRadius }} />
        ))}
      </Image.PreviewGroup>
      {pdfs.map((f, i) => (
        <section key={f.fileKey} aria-label={pdfs.length > 1 ? `${title}（${i + 1}）` : `${title} PDF`}>
          <PdfViewer file={{ filePath: f.filePath, fileName: `${title}${pdfs.length > 1 ? i + 1 : ''}.pdf` }} maxHeight={pdfHeight} />
        </section>
      ))}
      {others.map((f, i) => (
        <Button key={f.fileKey} href={f.filePath} target="_blank" rel="noopener" icon={<FileWordOutlined />} block>
          {others.length > 1 ? `打开${title}（${i + 1}）` : `打开${title}`}
        </Button>
      ))}
    </Flex>
  );
}
