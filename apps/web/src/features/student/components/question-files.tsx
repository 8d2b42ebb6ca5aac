import { Button, Flex, Image, Typography, theme } from 'antd';
import { FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import type { TStudentFile } from '@zuoyeben/shared';

/**
 * The teacher's question (or answer) files: images one under another, full width, tap to zoom; PDF and Word files as
 * links that open in the phone's viewer.
 */
export function QuestionFiles({ files, title }: { files: TStudentFile[]; title: string }) {
  const { token } = theme.useToken();
  if (files.length === 0) return null;
  const images = files.filter((f) => f.mime.startsWith('image/'));
  const documents = files.filter((f) => !f.mime.startsWith('image/'));
  return (
    <Flex vertical gap={token.marginXS}>
      <Typography.Text strong>{title}</Typography.Text>
      <Image.PreviewGroup>
        {images.map((f, i) => (
          <Image key={f.fileKey} src={f.filePath} alt={`${title}第${i + 1}张`} width="100%" style={{ borderRadius: token.borderRadius }} />
        ))}
      </Image.PreviewGroup>
      {documents.map((f, i) => (
        <Button key={f.fileKey} href={f.filePath} target="_blank" rel="noopener" icon={f.mime === 'application/pdf' ? <FilePdfOutlined /> : <FileWordOutlined />} block>
          {documents.length > 1 ? `打开${title}（${i + 1}）` : `打开${title}`}
        </Button>
      ))}
    </Flex>
  );
}
