import { useState } from 'react';
import { Button, Flex, Image, Typography, theme } from 'antd';
import { CloseOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import type { TFileRef } from '@zuoyeben/shared';
import { FilePreviewModal } from './file-preview-modal';

/** Thumbnails of uploaded files that open the preview; with `onRemove` each gets a remove button. */
export function FileThumbs({ files, onRemove }: { files: readonly TFileRef[]; onRemove?: (fileKey: string) => void }) {
  const { token } = theme.useToken();
  const [preview, setPreview] = useState<number | null>(null);
  return (
    <>
      {files.map((f, i) => (
        <Flex key={f.fileKey} vertical align="center" gap={4} style={{ width: 104, position: 'relative' }}>
          {f.fileType === 'image' ? (
            <Image src={f.filePath} alt={f.fileName} width={96} height={96} style={{ objectFit: 'cover', cursor: 'pointer' }} preview={false} onClick={() => setPreview(i)} />
          ) : (
            <Button style={{ width: 96, height: 96 }} onClick={() => setPreview(i)} aria-label={`预览${f.fileName}`}>
              {f.fileType === 'pdf' ? (
                <FilePdfOutlined style={{ fontSize: token.fontSizeHeading2, color: token.colorError }} />
              ) : (
                <FileWordOutlined style={{ fontSize: token.fontSizeHeading2, color: token.colorPrimary }} />
              )}
            </Button>
          )}
          <Typography.Text ellipsis style={{ width: 96 }} title={f.fileName}>
            {f.fileName}
          </Typography.Text>
          {onRemove && (
            <Button
              size="small"
              shape="circle"
              danger
              icon={<CloseOutlined />}
              aria-label={`删除${f.fileName}`}
              onClick={() => onRemove(f.fileKey)}
              style={{ position: 'absolute', top: -8, right: -4 }}
            />
          )}
        </Flex>
      ))}
      <FilePreviewModal files={files} index={preview} onIndex={setPreview} />
    </>
  );
}
