import { useState } from 'react';
import { Alert, Button, Card, Form, Modal, Select, Space, Table, Tag, Typography, Upload, type UploadFile } from 'antd';
import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ScanBatchStatusNames, ScanLimits, type TScanBatch } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useScanBatches } from '../api/get-scan-batches';
import { useScanWorks } from '../api/get-scan-works';
import { useUploadScan } from '../api/upload-scan';

const STATUS_COLORS: Record<TScanBatch['status'], string> = { uploaded: 'default', reading: 'processing', done: 'success', failed: 'error' };
const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** The upload dialog: a machine-read homework, then one PDF or several JPG/PNG images. */
function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const works = useScanWorks(open);
  const upload = useUploadScan();
  const [workGuid, setWorkGuid] = useState<string | undefined>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const raw = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f);
  const hasPdf = raw.some((f) => f.name.toLowerCase().endsWith('.pdf'));
  const problem = hasPdf && raw.length > 1 ? '一次只能上传一个 PDF 文件，且不能与图片混合上传' : null;
  const close = () => {
    setFiles([]);
    setWorkGuid(undefined);
    onClose();
  };
  const submit = () => {
    if (!workGuid || raw.length === 0 || problem) return;
    upload.mutate({ workGuid, files: raw }, { onSuccess: close });
  };
  return (
    <Modal
      open={open}
      title="上传答题卡"
      okText="上传并读取"
      cancelText="取消"
      onCancel={close}
      onOk={submit}
      okButtonProps={{ disabled: !workGuid || raw.length === 0 || !!problem, loading: upload.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="扫描作业" required>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="请选择作业"
            loading={works.isPending}
            value={workGuid}
            onChange={setWorkGuid}
            options={(works.data ?? []).map((w) => ({ value: w.workGuid, label: `${w.name}（${w.km}）` }))}
            notFoundContent="暂无扫描作业"
            aria-label="扫描作业"
          />
        </Form.Item>
        <Form.Item label="扫描文件">
          <Upload.Dragger multiple accept=".pdf,.jpg,.jpeg,.png" fileList={files} beforeUpload={() => false} onChange={({ fileList }) => setFiles(fileList)}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽扫描文件到此处</p>
            <p className="ant-upload-hint">{`一个 PDF（不超过${ScanLimits.maxPdfBytes / 1024 / 1024}MB），或若干 JPG/PNG 图片（每张不超过${ScanLimits.maxImageBytes / 1024 / 1024}MB）`}</p>
          </Upload.Dragger>
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} />}
      </Form>
    </Modal>
  );
}

/** /usercenter/scan-status: the school's scan batches with their reading progress, and the upload. */
export function ScanStatusPage() {
  const batches = useScanBatches();
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="扫描状态"
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setOpen(true)}>
          上传答题卡
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">上传扫描仪生成的答题卡后，系统在任务中心逐页读取；读不清的学号或填涂会列为待复核，由老师确认后才写入成绩。</Typography.Paragraph>
      <Table<TScanBatch>
        rowKey="batchGuid"
        loading={batches.isPending}
        dataSource={batches.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '暂无上传的答题卡' }}
        columns={[
          { title: '上传时间', dataIndex: 'createdAt', render: when, width: 170 },
          { title: '作业', dataIndex: 'workName', render: (v: string, b) => `${v}（${b.km}）` },
          { title: '文件', dataIndex: 'fileName', ellipsis: true },
          { title: '上传人', dataIndex: 'uploaderName', width: 90 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (s: TScanBatch['status'], b) => (
              <Tag color={STATUS_COLORS[s]} title={b.message || undefined}>
                {ScanBatchStatusNames[s]}
              </Tag>
            ),
          },
          { title: '页数', dataIndex: 'pages', width: 70 },
          { title: '已读取', dataIndex: 'read', width: 80 },
          { title: '待复核', dataIndex: 'review', width: 80, render: (n: number) => (n > 0 ? <Typography.Text type="warning">{n}</Typography.Text> : n) },
          { title: '失败', dataIndex: 'failed', width: 70, render: (n: number) => (n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n) },
          { title: '已拒绝', dataIndex: 'refused', width: 80 },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, b) => (
              <Space>
                <Link to={paths.scanDetail.getHref({ batchGuid: b.batchGuid })}>{b.review > 0 ? '去复核' : '查看'}</Link>
              </Space>
            ),
          },
        ]}
      />
      <UploadDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
