import { useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { OFFLINE_WORK_COLUMNS, WORK_STATISTICS_UPLOAD_MAX_BYTES } from '@zuoyeben/shared';
import { WorkbookDropzone, type WorkbookFailure } from '@/components/workbook-dropzone';
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
  const [failure, setFailure] = useState<WorkbookFailure | null>(null);
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
          <WorkbookDropzone busy={uploader.isPending} busyText="正在上传…" maxMb={MAX_MB} onFile={(file) => void upload(file)} failure={failure} />
        </Flex>
      </Modal>
    </>
  );
}
