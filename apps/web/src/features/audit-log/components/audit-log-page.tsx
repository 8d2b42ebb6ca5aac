import { useState } from 'react';
import { Card, DatePicker, Flex, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { AUDIT_ACTIONS, AuditActionNames, Paging, RoleNames, type RoleValue, type TAuditEntry } from '@zuoyeben/shared';
import { tablePagination } from '@/lib/table-pagination';
import { useAuditLog, type AuditLogParams } from '../api/get-audit-log';

const actionOptions = AUDIT_ACTIONS.map((a) => ({ value: a, label: AuditActionNames[a] }));
const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/**
 * 操作日志 (用户中心, administrators): who imported, reset passwords, removed students or classes, changed a teacher's
 * access or a class, and when; filtered by 操作 and 日期, newest first.
 */
export function AuditLogPage() {
  const [action, setAction] = useState<AuditLogParams['action']>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [paging, setPaging] = useState<{ pageIndex: number; pageSize: number }>({ pageIndex: 1, pageSize: Paging.defaultPageSize });
  const params: AuditLogParams = {
    ...paging,
    action,
    from: range?.[0].format('YYYY-MM-DD'),
    to: range?.[1].format('YYYY-MM-DD'),
  };
  const log = useAuditLog(params);
  const firstPage = () => setPaging((p) => ({ ...p, pageIndex: 1 }));

  return (
    <Card title="操作日志">
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">记录本校的导入、重置密码、删除、权限与班级变更等管理操作，仅管理员可见。</Typography.Text>
        <Space wrap>
          <Select
            aria-label="操作"
            allowClear
            placeholder="全部操作"
            style={{ width: 180 }}
            options={actionOptions}
            value={action}
            onChange={(v) => { setAction(v); firstPage(); }}
          />
          <DatePicker.RangePicker
            aria-label="日期"
            value={range}
            onChange={(v) => { setRange(v && v[0] && v[1] ? [v[0], v[1]] : null); firstPage(); }}
          />
        </Space>
        <Table<TAuditEntry>
          rowKey="id"
          loading={log.isFetching}
          dataSource={log.data?.list}
          locale={{ emptyText: log.isLoading ? ' ' : '暂无数据' }}
          pagination={tablePagination({
            pageIndex: paging.pageIndex,
            pageSize: paging.pageSize,
            total: log.data?.total ?? 0,
            unit: '条记录',
            onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
          })}
          columns={[
            { title: '时间', dataIndex: 'createdAt', width: 170, render: time },
            {
              title: '操作人',
              width: 170,
              render: (_, e) => (
                <>
                  {e.actorName || '（账号已删除）'}
                  <Typography.Text type="secondary">{e.actorPhone ? `（${e.actorPhone}）` : ''}</Typography.Text>
                  <div><Typography.Text type="secondary">{RoleNames[e.actorRole as RoleValue] ?? e.actorRole}</Typography.Text></div>
                </>
              ),
            },
            { title: '操作', dataIndex: 'action', width: 120, render: (a: TAuditEntry['action']) => AuditActionNames[a] },
            // Long lists of names (a bulk removal) wrap rather than hide: the log is read to find out exactly who.
            { title: '对象', dataIndex: 'target' },
            { title: '内容', dataIndex: 'detail' },
            { title: 'IP 地址', dataIndex: 'ip', width: 130 },
          ]}
        />
      </Flex>
    </Card>
  );
}
