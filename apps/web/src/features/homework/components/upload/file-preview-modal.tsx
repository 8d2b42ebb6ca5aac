import { App, Button, Flex, Modal, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { HomeworkMessages, type TFileRef } from '@zuoyeben/shared';
import { PdfViewer } from '@/components/pdf-viewer';
import { WordPreview } from './word-preview';

interface FilePreviewModalProps {
  files: readonly TFileRef[];
  index: number | null;
  onIndex: (index: number | null) => void;
}

/**
 * Previews uploaded files: images one at a time with 上一张 / 下一张 (已是第一张 / 已是最后一张 at the ends), a PDF page by
 * page drawn by pdf.js, a .docx converted to HTML by mammoth (an old .doc only as a download). pdf.js and mammoth load
 * with the first preview that needs them.
 */
export function FilePreviewModal({ files, index, onIndex }: FilePreviewModalProps) {
  const { message } = App.useApp();
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
    body = <PdfViewer key={file.fileKey} file={file} />;
  } else if (file) {
    body = <WordPreview key={file.fileKey} file={file} />;
  }

  return (
    <Modal open={!!file} title={file?.fileName} width={900} footer={null} onCancel={() => onIndex(null)} destroyOnHidden>
      {body}
    </Modal>
  );
}
