import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { PdfViewer } from '@/components/pdf-viewer';
import { downloadFile } from '@/lib/api-client';

/** Only files of our own API are shown: a link cannot make this page fetch or frame another site's document. */
export function isPreviewablePdfUrl(url: string | null): url is string {
  return !!url && url.startsWith('/api/') && !url.startsWith('//');
}

/**
 * /preview/pdf?url=…&name=… (spec 03 §2.1, public): a generated PDF (a paper, its answers or its answer card, kept in
 * the task centre's files) drawn by pdf.js in the page, with a download button; no new tab, no browser PDF plug-in.
 */
export function PdfPreviewPage() {
  const [params] = useSearchParams();
  const url = params.get('url');
  const name = params.get('name') ?? 'PDF';
  if (!isPreviewablePdfUrl(url)) {
    return <Result status="warning" title="无法预览" subTitle="链接中缺少 PDF 文件的地址，或地址不是本站的文件。" />;
  }
  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card
        style={{ width: '100%', maxWidth: 960 }}
        title={<Typography.Text ellipsis>{name}</Typography.Text>}
        extra={
          <Button icon={<DownloadOutlined />} onClick={() => void downloadFile(url, undefined, name)}>
            下载
          </Button>
        }
      >
        <PdfViewer file={{ filePath: url, fileName: name }} maxHeight="80vh" />
      </Card>
    </Flex>
  );
}
