import { useState } from 'react';
import { App, Button, Card, Input, Modal, Result, Table, Tabs, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ManualStatus, Paging, PaperDetailLimits, Role, type TManualRequest, type TPaperNotice } from '@zuoyeben/shared';
import { useHasRole } from '@/features/auth';
import { paths } from '@/config/paths';
import { tablePagination } from '@/lib/table-pagination';
import { useFinishManual } from '../api/finish-manual';
import { useManualRequests } from '../api/get-manual-requests';
import { usePaperNotices } from '../api/get-paper-notices';

const ADMIN_ROLES = [Role.Salesman, Role.Collector] as const;
const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');
const numbers = (list: number[]) => (list.length ? list.join('、') : '整卷');

function FinishButton({ request }: { request: TManualRequest }) {
  const { message } = App.useApp();
  const finish = useFinishManual();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>完成处理</Button>
      <Modal open={open} title={`完成处理：${request.paperName}`} okText="确定完成" confirmLoading={finish.isPending} onCancel={() => setOpen(false)}
        onOk={() => finish.mutate({ id: request.id, result }, { onSuccess: () => { message.success('已完成处理，试卷恢复可用'); setOpen(false); } })}>
        <Typography.Paragraph type="secondary">完成后，教师即可继续使用这份试卷。</Typography.Paragraph>
        <Input.TextArea aria-label="处理说明" rows={3} value={result} onChange={(e) => setResult(e.target.value)} maxLength={PaperDetailLimits.maxResultLength}
          showCount placeholder="处理说明（选填），例如：已补充第3题图片" />
      </Modal>
    </>
  );
}

function ManualList({ status }: { status: number }) {
  const navigate = useNavigate();
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ pageIndex: 1, pageSize: Paging.defaultPageSize });
  const list = useManualRequests({ status, ...page });
  const pending = status === ManualStatus.Pending;
  return (
    <Table<TManualRequest>
      rowKey="id" size="middle" loading={list.isFetching} dataSource={list.data?.list ?? []} aria-label={pending ? '待处理申请' : '已处理申请'}
      locale={{ emptyText: '暂无数据' }}
      pagination={tablePagination({ pageIndex: page.pageIndex, pageSize: page.pageSize, total: list.data?.total ?? 0, unit: '条',
        onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) })}
      columns={[
        { title: '试卷', dataIndex: 'paperName', render: (name: string, r) => (
          <Typography.Link onClick={() => navigate(paths.homework.paperDetail.getHref({ paperGuid: r.paperGuid }))}>{name}</Typography.Link>) },
        { title: '科目', dataIndex: 'km', width: 72 },
        { title: '题号', dataIndex: 'questions', width: 120, render: numbers },
        { title: '备注', dataIndex: 'remark', render: (v: string) => v || '—' },
        { title: '提交人', dataIndex: 'requesterName', width: 90 },
        { title: '提交时间', dataIndex: 'createTime', width: 170, render: time },
        ...(pending
          ? [{ title: '操作', key: 'op', width: 100, render: (_: unknown, r: TManualRequest) => <FinishButton request={r} /> }]
          : [
              { title: '处理人', dataIndex: 'finisherName', width: 90, render: (v: string | null) => v ?? '—' },
              { title: '处理时间', dataIndex: 'finishTime', width: 170, render: time },
              { title: '处理说明', dataIndex: 'result', render: (v: string) => v || '—' },
            ]),
      ]}
    />
  );
}

function NoticeList() {
  const [page, setPage] = useState<{ pageIndex: number; pageSize: number }>({ pageIndex: 1, pageSize: Paging.defaultPageSize });
  const list = usePaperNotices(page);
  return (
    <Table<TPaperNotice>
      rowKey="id" size="middle" loading={list.isFetching} dataSource={list.data?.list ?? []} aria-label="问题反馈" locale={{ emptyText: '暂无数据' }}
      pagination={tablePagination({ pageIndex: page.pageIndex, pageSize: page.pageSize, total: list.data?.total ?? 0, unit: '条',
        onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) })}
      columns={[
        { title: '试卷', dataIndex: 'paperName' },
        { title: '题号', dataIndex: 'questions', width: 120, render: (v: number[]) => (v.length ? v.map((n) => <Tag key={n}>{n}</Tag>) : '整卷') },
        { title: '问题描述', dataIndex: 'message' },
        { title: '反馈人', dataIndex: 'reporterName', width: 90 },
        { title: '反馈时间', dataIndex: 'createTime', width: 170, render: time },
      ]}
    />
  );
}

/** 试卷人工处理 (administrators): transfers to manual handling to finish, and teachers' problem reports (AddNotice). */
export function PaperManualPage() {
  const isAdmin = useHasRole(ADMIN_ROLES);
  if (!isAdmin) return <Result status="403" title="无权限" subTitle="仅学校管理员可以处理试卷人工处理申请" />;
  return (
    <Card title="试卷人工处理">
      <Tabs destroyOnHidden items={[
        { key: 'pending', label: '待处理', children: <ManualList status={ManualStatus.Pending} /> },
        { key: 'finished', label: '已处理', children: <ManualList status={ManualStatus.Finished} /> },
        { key: 'notices', label: '问题反馈', children: <NoticeList /> },
      ]} />
    </Card>
  );
}
