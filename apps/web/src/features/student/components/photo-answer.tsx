import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Flex, Image, Spin, Typography, theme } from 'antd';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { HomeworkLimits, type TStudentFile } from '@zuoyeben/shared';
import { useUploadAnswerImage } from '../api/upload-answer-image';
import { prepareImage } from '../lib/compress-image';

interface PhotoAnswerProps {
  th: number;
  workGuid: string;
  images: TStudentFile[];
  onAdd: (image: TStudentFile) => void;
  onRemove: (fileKey: string) => void;
  disabled?: boolean;
  /** The answer is typed above: photos are only for the working. */
  isTypedToo?: boolean;
}

const TILE = 96;

/**
 * The photos of a subjective answer: thumbnails (tap to zoom) with a delete button, and a 拍照/上传 tile that opens the
 * camera (or the gallery). Large photos are compressed on the phone before they are sent (spec 01 §9).
 */
export function PhotoAnswer({ th, workGuid, images, onAdd, onRemove, disabled, isTypedToo }: PhotoAnswerProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAnswerImage();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const room = HomeworkLimits.maxStudentImagesPerQuestion - images.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    if (files.length > room) setError(`每题最多上传${HomeworkLimits.maxStudentImagesPerQuestion}张图片`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      setUploading((n) => n + 1);
      try {
        const prepared = await prepareImage(file);
        const result = await upload.mutateAsync({ workGuid, file: prepared.blob, fileName: prepared.fileName });
        onAdd({ ...result, mime: prepared.blob.type || file.type });
      } catch (e) {
        setError(e instanceof Error && e.message ? e.message : '上传失败，请稍后重试');
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <Flex vertical gap={token.marginXS}>
      <Flex wrap gap={token.marginXS}>
        <Image.PreviewGroup>
          {images.map((image, i) => (
            <div key={image.fileKey} style={{ position: 'relative', width: TILE, height: TILE }}>
              <Image src={image.filePath} alt={`第${th}题答案第${i + 1}张`} width={TILE} height={TILE} style={{ objectFit: 'cover', borderRadius: token.borderRadius }} />
              {!disabled && (
                <Button
                  size="small"
                  danger
                  shape="circle"
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${th}题第${i + 1}张图片`}
                  onClick={() => onRemove(image.fileKey)}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                />
              )}
            </div>
          ))}
        </Image.PreviewGroup>
        {uploading > 0 && (
          <Flex align="center" justify="center" style={{ width: TILE, height: TILE, border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadius }}>
            <Spin tip="上传中" size="small" />
          </Flex>
        )}
        {!disabled && room > 0 && (
          <Button
            onClick={() => input.current?.click()}
            style={{ width: TILE, height: TILE, borderStyle: 'dashed', flexDirection: 'column' }}
            icon={<CameraOutlined style={{ fontSize: 24 }} />}
          >
            拍照/上传
          </Button>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={`第${th}题拍照/上传`}
        onChange={(e) => void choose(e)}
      />
      {images.length === 0 && !disabled && (
        <Typography.Text type="secondary">
          {isTypedToo ? '需要写过程的，可写在纸上拍照上传' : '请把答案写在纸上，拍照上传'}（最多{HomeworkLimits.maxStudentImagesPerQuestion}张）
        </Typography.Text>
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
