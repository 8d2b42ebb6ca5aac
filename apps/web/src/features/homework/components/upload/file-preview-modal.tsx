import { App, Button, Flex, Modal, Result, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { HomeworkMessages, type TFileRef } from '@zuoyeben/shared';

interface FilePreviewModalProps {
  files: readonly TFileRef[];
  index: number | null;
  onIndex: (index: number | null) => void;
}

/**
 * Previews uploaded files: images one at a time with 上一张 / 下一张 (已是第一张 / 已是最后一张 at the ends), a PDF in
 * the browser's own viewer (no pdf.js in the project), a Word file as an open/download link (no renderer).
 */
export function FilePreviewModal({ files, index, onIndex }: FilePreviewModalProps) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const file = index === null ? undefined : files[index];
  const images = files.filter((f) => f.fileType === 'image');
  const imageIndex = file ? images.indexOf(file) : -1;

  const step = (delta: -1 | 1) => {
    const next = imageIndex + delta;
    if (next < 0) return void message.info(HomeworkMessages.firstImage);
    if (next >= images.length) return void message.info(HomeworkMessages.lastImage);
    onIndex(files.indexOf(images[next]!));
  };

  let body = null;
  if (file?.fileType === 'image') {
    body = (
      <Flex align="center" gap="middle">
        <Button shape="circle" icon={<LeftOutlined />} aria-label="上一张" onClick={() => step(-1)} />
        <Flex vertical align="center" style={{ flex: 1, minWidth: 0 }}>
          <img src={file.filePath} alt={file.fileName} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
          <Typography.Text type="secondary">
            {imageIndex + 1} / {images.length}
          </Typography.Text>
        </Flex>
        <Button shape="circle" icon={<RightOutlined />} aria-label="下一张" onClick={() => step(1)} />
      </Flex>
    );
  } else if (file?.fileType === 'pdf') {
    body = (
      <Flex vertical gap="small">
        <iframe title={file.fileName} src={file.filePath} style={{ width: '100%', height: '70vh', border: `1px solid ${token.colorBorder}` }} />
        <Typography.Link href={file.filePath} target="_blank" rel="noreferrer">
          在新窗口中打开
        </Typography.Link>
      </Flex>
    );
  } else if (file) {
    body = (
      <Result
        status="info"
        title="Word 文件暂不支持在线预览"
        extra={
          <Button type="primary" href={file.filePath} download={file.fileName}>
            下载查看
          </Button>
        }
      />
    );
  }

  return (
    <Modal open={!!file} title={file?.fileName} width={900} footer={null} onCancel={() => onIndex(null)} destroyOnHidden>
      {body}
    </Modal>
  );
}
