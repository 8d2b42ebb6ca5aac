import { Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { TFileRef } from '@zuoyeben/shared';
import { useFileUploads } from '../../hooks/use-file-uploads';
import { UPLOAD_ACCEPT, type UploadTypeValue } from '../../lib/file-checks';
import { FileThumbs } from './file-thumbs';

interface FileUploadPanelProps {
  title: string;
  hint: string;
  uploadType: UploadTypeValue;
  files: readonly TFileRef[];
  workInfoGuid: string | null;
  onAdd: (file: TFileRef) => void;
  onRemove: (fileKey: string) => void;
  /** Rewords a refusal of a picked file. */
  reword?: (problem: string) => string;
}

/** One file list (题目 or 答案): pick files, watch them upload, preview and remove them. */
export function FileUploadPanel({ title, hint, uploadType, files, workInfoGuid, onAdd, onRemove, reword }: FileUploadPanelProps) {
  const { uploading, add } = useFileUploads({ uploadType, files, workInfoGuid, onUploaded: onAdd, reword });

  return (
    <Card size="small" title={title} extra={<Typography.Text type="secondary">{hint}</Typography.Text>}>
      <Flex wrap gap="small" align="flex-start">
        <FileThumbs files={files} onRemove={onRemove} />
        {uploading.map((u) => (
          <Flex key={u.uid} vertical align="center" gap={4} style={{ width: 104 }}>
            <Progress type="circle" percent={u.percent} size={72} />
            <Typography.Text ellipsis style={{ width: 96 }}>
              {u.name}
            </Typography.Text>
          </Flex>
        ))}
        <Upload
          accept={UPLOAD_ACCEPT}
          multiple
          showUploadList={false}
          // Files are checked and sent by useFileUploads; antd only opens the picker. The whole pick is handed over once.
          beforeUpload={(file, list) => {
            if (file === list[list.length - 1]) void add(list);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} style={{ width: 96, height: 96 }} aria-label={`上传${title}`}>
            上传
          </Button>
        </Upload>
      </Flex>
    </Card>
  );
}
