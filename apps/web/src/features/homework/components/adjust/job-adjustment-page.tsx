import { useState } from 'react';
import { App, Alert, Button, Card, DatePicker, Descriptions, Flex, Input, Modal, Popconfirm, Result, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SubmissionStatusNames,
  WorkAdjustMessages,
  WorkState,
  WorkStateNames,
  WorkType,
  type SubmissionStatusValue,
  type TWorkAdjustStudent,
  type WorkStateValue,
} from '@zuoyeben/shared';
import { CenteredSpin } from '@/components/centered-spin';
import { useWorkAdjust } from '../../api/get-work-adjust';
import { adjustClasses, adjustEndTime, cancelExtension, extendStudent, useAdjustWork } from '../../api/adjust-work';
import { workLinks } from '../../lib/work-links';
import { disabledPastDate } from '../../lib/publish-rules';

const TIME = 'YYYY-MM-DD HH:mm';
const fmt = (iso: string) => dayjs(iso).format(TIME);

/**
 * 作业调整 (/jobManager/job-adjustment?workGuid=, spec 03 §2.1): move the end time, add or remove classes, and reopen
 * the homework for one student who has not submitted. The rules are the server's (shared rules/work-adjust.ts); the
 * page offers only what they allow and shows the server's message when it refuses.
 */
export function JobAdjustmentPage() {
  const [params] = useSearchParams();
  const workGuid = params.get('workGuid');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const info = useWorkAdjust(workGuid);
  const guid = workGuid ?? '';
  const endTime = useAdjustWork(guid, adjustEndTime);
  const classes = useAdjustWork(guid, adjustClasses);
  const extend = useAdjustWork(guid, extendStudent);
  const cancel = useAdjustWork(guid, cancelExtension);
  const [newEnd, setNewEnd] = useState<Dayjs | null>(null);
  const [toAdd, setToAdd] = useState<string[]>([]);
  const [extending, setExtending] = useState<TWorkAdjustStudent | null>(null);
  const [extendUntil, setExtendUntil] = useState<Dayjs | null>(null);
  const [search, setSearch] = useState('');

  const back = <Button onClick={() => navigate(workLinks.list())}>返回列表</Button>;
  if (!workGuid) return <Result status="warning" title="缺少作业参数" extra={back} />;
  if (info.isError) return <Result status="warning" title="作业加载失败" subTitle={info.error.message} extra={back} />;
  if (!info.data) return <CenteredSpin />;
  const work = info.data;
  const ended = work.state === WorkState.Ended;
  const classGuids = work.classes.map((c) => c.classGuid);
  const classesLocked = ended && work.workType < WorkType.TestPaper;
  const isOnline = work.workType === WorkType.Online;
  const term = search.trim();
  const notSubmitted = work.students.filter((s) => s.status === 0 && (!term || s.name.includes(term) || s.buddies.includes(term)));

  const saveEnd = () => {
    if (!newEnd) return;
    endTime.mutate({ workGuid, endTime: newEnd.toISOString() }, { onSuccess: () => { setNewEnd(null); void message.success('截止时间已修改'); } });
  };
  const addClasses = () =>
    classes.mutate({ workGuid, classGuids: [...classGuids, ...toAdd] }, { onSuccess: () => { setToAdd([]); void message.success('班级已添加'); } });
  const removeClass = (classGuid: string) =>
    classes.mutate({ workGuid, classGuids: classGuids.filter((g) => g !== classGuid), confirmRemove: true }, { onSuccess: () => void message.success('班级已移除') });
  const saveExtension = () => {
    if (!extending || !extendUntil) return;
    extend.mutate({ workGuid, studentGuid: extending.studentGuid, endTime: extendUntil.toISOString() }, {
      onSuccess: () => { void message.success(`已为${extending.name}延期至${extendUntil.format(TIME)}`); setExtending(null); setExtendUntil(null); },
    });
  };

  return (
    <Flex vertical gap="middle">
      <Card
        title={`作业调整：${work.name}`}
        extra={
          <Space>
            <Button onClick={() => navigate(workLinks.details(workGuid))}>作业详情</Button>
            {back}
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="状态"><Tag color={ended ? 'default' : work.state === WorkState.Started ? 'green' : 'blue'}>{WorkStateNames[work.state as WorkStateValue]}</Tag></Descriptions.Item>
          <Descriptions.Item label="开始时间">{fmt(work.startTime)}</Descriptions.Item>
          <Descriptions.Item label="截止时间">{fmt(work.endTime)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title="截止时间">
        {ended ? (
          <Alert type="info" showIcon title={WorkAdjustMessages.endTimeEnded} />
        ) : (
          <Space wrap>
            <DatePicker
              aria-label="新的截止时间"
              showTime={{ format: 'HH:mm' }}
              format={TIME}
              value={newEnd ?? dayjs(work.endTime)}
              disabledDate={(d) => disabledPastDate(d)}
              onChange={setNewEnd}
            />
            <Button type="primary" disabled={!newEnd} loading={endTime.isPending} onClick={saveEnd}>保存截止时间</Button>
            <Typography.Text type="secondary">截止时间不能早于开始时间，也不能早于当前时间。</Typography.Text>
          </Space>
        )}
      </Card>

      <Card size="small" title="班级">
        <Table
          size="small"
          rowKey="classGuid"
          pagination={false}
          dataSource={work.classes}
          columns={[
            { title: '班级', dataIndex: 'name' },
            { title: '学生数', dataIndex: 'studentCount', width: 90 },
            { title: '已提交', dataIndex: 'submitCount', width: 90 },
            {
              title: '操作',
              key: 'op',
              width: 100,
              render: (_, c) =>
                ended || work.classes.length === 1 ? null : (
                  <Popconfirm
                    title="移除班级"
                    description={<div style={{ maxWidth: 300 }}>{c.submitCount > 0 ? WorkAdjustMessages.confirmRemove(c.name, c.submitCount) : `确定从本作业移除${c.name}吗？`}</div>}
                    okText="确定移除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => removeClass(c.classGuid)}
                  >
                    <Button type="link" size="small" danger aria-label={`移除${c.name}`}>移除</Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
        <Space wrap style={{ marginTop: 12 }}>
          {classesLocked ? (
            <Typography.Text type="secondary">{WorkAdjustMessages.classesEnded}</Typography.Text>
          ) : (
            <>
              <Select
                mode="multiple"
                aria-label="添加班级"
                placeholder={work.availableClasses.length ? '选择要添加的班级（同年级）' : '没有可添加的班级'}
                style={{ minWidth: 260 }}
                value={toAdd}
                onChange={setToAdd}
                options={work.availableClasses.map((c) => ({ value: c.classGuid, label: c.name }))}
                optionFilterProp="label"
              />
              <Button disabled={toAdd.length === 0} loading={classes.isPending} onClick={addClasses}>添加班级</Button>
            </>
          )}
        </Space>
      </Card>

      <Card size="small" title="单独延期（补交）">
        {!isOnline ? (
          <Typography.Text type="secondary">{WorkAdjustMessages.extendNotOnline}</Typography.Text>
        ) : work.state === WorkState.Unpublished ? (
          <Typography.Text type="secondary">{WorkAdjustMessages.extendNotStarted}</Typography.Text>
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              为没有提交的学生单独延长截止时间：在延期截止前，该学生可以照常提交，不算逾期；其他学生不受影响。
            </Typography.Paragraph>
            <Input.Search
              allowClear
              aria-label="搜索学生"
              placeholder="输入姓名或学号"
              style={{ maxWidth: 260, marginBottom: 8 }}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Table<TWorkAdjustStudent>
              size="small"
              rowKey="studentGuid"
              dataSource={notSubmitted}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              locale={{ emptyText: term ? '没有找到未提交的学生' : '所有学生都已提交' }}
              columns={[
                { title: '姓名', dataIndex: 'name' },
                { title: '学号', dataIndex: 'buddies', width: 120 },
                { title: '班级', dataIndex: 'className', width: 120 },
                { title: '状态', dataIndex: 'status', width: 90, render: (s: number) => SubmissionStatusNames[s as SubmissionStatusValue] },
                { title: '延期至', dataIndex: 'extendedUntil', width: 150, render: (v: string | null) => (v ? fmt(v) : '—') },
                {
                  title: '操作',
                  key: 'op',
                  width: 150,
                  render: (_, s) => (
                    <Space size={0}>
                      <Button type="link" size="small" aria-label={`为${s.name}延期`} onClick={() => { setExtending(s); setExtendUntil(null); }}>延期</Button>
                      {s.extendedUntil && (
                        <Popconfirm title={`取消${s.name}的单独延期？`} okText="确定" cancelText="取消" onConfirm={() => cancel.mutate({ workGuid, studentGuid: s.studentGuid })}>
                          <Button type="link" size="small" danger>取消延期</Button>
                        </Popconfirm>
                      )}
                    </Space>
                  ),
                },
              ]}
            />
          </>
        )}
      </Card>

      <Modal
        title={extending ? `为${extending.name}延期` : ''}
        open={extending !== null}
        okText="确定延期"
        cancelText="取消"
        okButtonProps={{ disabled: !extendUntil, loading: extend.isPending }}
        onOk={saveExtension}
        onCancel={() => setExtending(null)}
        destroyOnHidden
      >
        <Flex vertical gap="small">
          <Typography.Text>作业截止时间：{fmt(work.endTime)}。延期截止时间须晚于它，也须晚于当前时间。</Typography.Text>
          <DatePicker
            aria-label="延期截止时间"
            showTime={{ format: 'HH:mm' }}
            format={TIME}
            value={extendUntil}
            disabledDate={(d) => disabledPastDate(d)}
            onChange={setExtendUntil}
          />
        </Flex>
      </Modal>
    </Flex>
  );
}
