import { useState } from 'react';
import { Alert, App, Button, Flex, Modal, Typography, Upload } from 'antd';
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { OFFLINE_WORK_COLUMNS, WORK_STATISTICS_UPLOAD_MAX_BYTES, type TImportRowError } from '@zuoyeben/shared';
import { ImportErrorTable } from '@/components/import-error-table';
import { ApiError } from '@/lib/api-client';
import { importErrorsOf } from '@/lib/import-errors';
import { useDownloadWorkStatisticsTemplate } from '../api/download-work-statistics-template';
import { useUploadWorkStatistics } from '../api/upload-work-statistics';

const MAX_MB = WORK_STATISTICS_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * 上传线下作业: paper homework given outside the platform, uploaded from the template, counts in 作业统计 (so a class's
 * whole homework load shows). Any bad row refuses the whole file and every bad row is listed.
 */
export function OfflineWorksUpload() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ message: string; errors: TImportRowError[] } | null>(null);
  const template = useDownloadWorkStatisticsTemplate();
  const uploader = useUploadWorkStatistics();

  const upload = async (file: File) => {
    setFailure(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setFailure({ message: '请上传 .xlsx 格式的 Excel 文件（可先下载模板）', errors: [] });
    if (file.size > WORK_STATISTICS_UPLOAD_MAX_BYTES) return setFailure({ message: `文件不能超过 ${MAX_MB}MB`, errors: [] });
    try {
      const result = await uploader.mutateAsync(file);
      setOpen(false);
      void message.success(`上传成功，共${result.imported}份线下作业已计入统计`);
    } catch (error) {
      setFailure({ message: error instanceof ApiError ? error.message : '上传失败，请稍后重试', errors: importErrorsOf(error) });
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>上传线下作业</Button>
      <Modal title="上传线下作业" open={open} onCancel={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
        afterClose={() => setFailure(null)} width={640} destroyOnHidden>
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            纸质等线下布置的作业可按模板填写后上传（列：{OFFLINE_WORK_COLUMNS.join('、')}），计入作业统计并在明细中标为「线下」。
            同一班级、科目、作业名称和日期再次上传会替换原数据。任一行有误时不会导入。
            <Button type="link" size="small" loading={template.isPending}
              onClick={() => template.mutate(undefined, { onError: () => void message.error('模板下载失败，请稍后重试') })}>
              下载模板
            </Button>
          </Typography.Paragraph>
          <Upload.Dragger accept=".xlsx" maxCount={1} showUploadList={false} disabled={uploader.isPending}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}>
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{uploader.isPending ? '正在上传…' : '点击或将 Excel 文件拖到此处上传'}</p>
            <p className="ant-upload-hint">仅支持 .xlsx，不超过 {MAX_MB}MB</p>
          </Upload.Dragger>
          {failure && (
            <>
              <Alert type="error" showIcon title={failure.message} />
              {failure.errors.length > 0 && <ImportErrorTable errors={failure.errors} />}
            </>
          )}
        </Flex>
      </Modal>
    </>
  );
}
