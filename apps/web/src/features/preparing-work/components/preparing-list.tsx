import { useState } from 'react';
import { App, Button, DatePicker, Flex, Popconfirm, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Dayjs } from 'dayjs';
import { GRADES, Paging, PreparingLimits, PreparingMessages, PreparingSource, PreparingSourceNames, PreparingStatus,
  type TPreparingWork } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { paths } from '@/config/paths';
import { tablePagination } from '@/lib/table-pagination';
import { useDeletePreparingWork } from '../api/delete-preparing-work';
import { usePreparingWorks } from '../api/get-preparing-works';
import { useOpenPreparingPaper } from '../api/open-preparing-paper';
import { useSavePreparingWork } from '../api/save-preparing-work';
import { useUploadPreparingMaterial } from '../api/upload-preparing-material';
import { PreparingFormDialog } from './preparing-form-dialog';

interface Filters { gradeCode?: string; paperSource: number; range: [Dayjs, Dayjs] | null; pageIndex: number; pageSize: number }

const SOURCE_OPTIONS = [{ value: 0, label: '全部来源' },
  ...Object.values(PreparingSource).map((v) => ({ value: v, label: PreparingSourceNames[v] }))];

function Materials({ work }: { work: TPreparingWork }) {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const upload = useUploadPreparingMaterial();
  return (
    <Flex vertical gap={2}>
      {work.files.map((f) => (
        <Typography.Link key={f.fileKey} href={f.filePath} target="_blank" ellipsis style={{ maxWidth: 180 }}>
          <PaperClipOutlined /> {f.fileName}
        </Typography.Link>
      ))}
      {work.files.length < PreparingLimits.maxFiles && (
        <Upload showUploadList={false} accept=".doc,.docx,.pdf,.jpg,.jpeg,.png"
          customRequest={({ file }) => upload.mutate({ guid: work.guid, file: file as File, ruCode: school.ru },
            { onSuccess: () => void message.success(PreparingMessages.uploaded) })}>
          <Button type="link" size="small" icon={<UploadOutlined />} loading={upload.isPending} style={{ paddingInline: 0 }}>上传资料</Button>
        </Upload>
      )}
    </Flex>
  );
}

/**
 * 备课列表 (getPreparingWork): my preparations of the chosen subject, by grade, paper source and lesson days, with
 * materials, opening the paper, editing, 完成备课 and deleting. Any filter change goes back to page 1.
 */
export function PreparingList({ km }: { km?: string }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { school } = useCurrentUser();
  const [filters, setFilters] = useState<Filters>({ paperSource: 0, range: null, pageIndex: 1, pageSize: Paging.defaultPageSize });
  const [editing, setEditing] = useState<TPreparingWork | null>(null);
  const list = usePreparingWorks({
    ruCode: school.ru, km, paperSource: filters.paperSource, gradeCode: filters.gradeCode,
    startTime: filters.range ? `${filters.range[0].format('YYYY-MM-DD')} 00:00:00` : undefined,
    endTime: filters.range ? `${filters.range[1].format('YYYY-MM-DD')} 23:59:59` : undefined,
    pageIndex: filters.pageIndex, pageSize: filters.pageSize,
  });
  const open = useOpenPreparingPaper();
  const save = useSavePreparingWork();
  const remove = useDeletePreparingWork();
  const change = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, pageIndex: 1, ...patch }));

  return (
    <Flex vertical gap={12} aria-label="备课列表" role="region">
      <Space wrap>
        <Select aria-label="年级" style={{ width: 120 }} allowClear placeholder="全部年级" value={filters.gradeCode}
          options={GRADES.map((g) => ({ value: g.code, label: g.name }))} onChange={(gradeCode) => change({ gradeCode })} />
        <Select aria-label="试卷来源" style={{ width: 130 }} value={filters.paperSource} options={SOURCE_OPTIONS}
          onChange={(paperSource) => change({ paperSource })} />
        <DatePicker.RangePicker aria-label="上课日期" value={filters.range}
          onChange={(range) => change({ range: range?.[0] && range[1] ? [range[0], range[1]] : null })} />
        <Button onClick={() => setFilters({ paperSource: 0, range: null, pageIndex: 1, pageSize: filters.pageSize })}>重置</Button>
      </Space>
      <Table<TPreparingWork>
        rowKey="guid" size="middle" loading={list.isFetching} dataSource={list.data?.list ?? []} locale={{ emptyText: '暂无备课' }}
        scroll={{ x: 1070 }}
        pagination={tablePagination({ pageIndex: filters.pageIndex, pageSize: filters.pageSize, total: list.data?.total ?? 0, unit: '条',
          onChange: (pageIndex, pageSize) => setFilters((f) => ({ ...f, pageIndex: pageSize === f.pageSize ? pageIndex : 1, pageSize })) })}
        columns={[
          { title: '备课名称', dataIndex: 'name', width: 260, render: (name: string, w) => (
            <Flex vertical gap={2}>
              <Space size={6}><Typography.Text strong>{name}</Typography.Text>
                <Tag color={w.status === PreparingStatus.Saved ? 'success' : 'processing'}>{w.statusName}</Tag></Space>
              {w.notes && <Typography.Text type="secondary" ellipsis={{ tooltip: w.notes }} style={{ maxWidth: 240 }}>{w.notes}</Typography.Text>}
            </Flex>) },
          { title: '试卷', dataIndex: 'paperName', width: 200, render: (p: string, w) => (
            <Flex vertical gap={2}><Typography.Text ellipsis={{ tooltip: p }} style={{ maxWidth: 180 }}>{p}</Typography.Text>
              <Typography.Text type="secondary">{w.paperSourceName} · {w.itemCount}题 · {w.totalScore}分</Typography.Text></Flex>) },
          { title: '年级 / 班级', key: 'grade', width: 150, render: (_, w) => [w.gradeName, ...w.classes.map((c) => c.name)].join(' / ') },
          { title: '上课日期', dataIndex: 'lessonDate', width: 110 },
          { title: '资料', key: 'files', width: 180, render: (_, w) => <Materials work={w} /> },
          { title: '操作', key: 'op', width: 170, fixed: 'right', render: (_, w) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => open.mutate(w.guid, {
                onSuccess: (p) => navigate(paths.homework.paperDetail.getHref({ paperGuid: p.paperGuid, period: p.period, km: p.km })) })}>打开试卷</Button>
              <Button type="link" size="small" onClick={() => setEditing(w)}>编辑</Button>
              {w.status !== PreparingStatus.Saved && (
                <Button type="link" size="small" onClick={() => save.mutate(w.guid, { onSuccess: () => void message.success(PreparingMessages.saved) })}>完成备课</Button>
              )}
              <Popconfirm title="确定删除该备课？" onConfirm={() => remove.mutateAsync(w.guid).then(() => void message.success(PreparingMessages.deleted), () => undefined)}>
                <Button type="link" size="small" danger>删除</Button>
              </Popconfirm>
            </Space>) },
        ]}
      />
      <PreparingFormDialog open={editing !== null} work={editing ?? undefined} onClose={() => setEditing(null)} />
    </Flex>
  );
}
