import { useState } from 'react';
import { App, DatePicker, Flex, Modal, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_GRIND_WORKS, WrongGrindMessages, type TGrindWork, type TSubjectScope } from '@zuoyeben/shared';
import { useGrindGrades } from '../api/get-grind-grades';
import { useGrindWorks } from '../api/get-grind-works';

interface WorksDialogProps {
  open: boolean;
  scope: TSubjectScope;
  gradeCode: string;
  /** The school year's first and last day when one is chosen. */
  range: [Dayjs, Dayjs] | null;
  selected: string[];
  onClose(): void;
  onConfirm(workGuids: string[], gradeCode: string): void;
}

/** 筛选作业 (spec 03 §2.5, §5): ended works by date range and grade, at most 10 chosen. */
export function WorksDialog({ open, scope, gradeCode, range, selected, onClose, onConfirm }: WorksDialogProps) {
  const { message } = App.useApp();
  const [grade, setGrade] = useState(gradeCode);
  const [days, setDays] = useState<[Dayjs, Dayjs] | null>(range);
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const [keys, setKeys] = useState<string[]>(selected);
  const grades = useGrindGrades(scope.period);
  const works = useGrindWorks({
    ...scope, gradeCode: grade || undefined, startDay: days?.[0].format('YYYY-MM-DD'), endDay: days?.[1].format('YYYY-MM-DD'), ...paging,
  }, open);

  const toggle = (guid: string, checked: boolean) => {
    if (!checked) return setKeys((k) => k.filter((x) => x !== guid));
    if (keys.length >= MAX_GRIND_WORKS) return void message.warning(WrongGrindMessages.maxWorks);
    setKeys((k) => [...k, guid]);
  };

  return (
    <Modal
      title="筛选作业"
      width={860}
      open={open}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      onOk={() => {
        if (keys.length === 0) return void message.warning(WrongGrindMessages.noWorks);
        onConfirm(keys, grade);
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <DatePicker.RangePicker aria-label="作业日期" value={days} onChange={(r) => { setDays(r?.[0] && r[1] ? [r[0], r[1]] : null); setPaging((p) => ({ ...p, pageIndex: 1 })); }} />
          <Select aria-label="年级" style={{ width: 120 }} value={grade || undefined} placeholder="年级" allowClear
            options={(grades.data ?? []).map((g) => ({ value: g.gradeCode, label: g.gradeName }))}
            onChange={(v?: string) => { setGrade(v ?? ''); setPaging((p) => ({ ...p, pageIndex: 1 })); }} />
          <Typography.Text type="secondary">已选 {keys.length}/{MAX_GRIND_WORKS} 场</Typography.Text>
        </Flex>
        <Table<TGrindWork>
          aria-label="作业列表"
          size="small"
          rowKey="workGuid"
          loading={works.isFetching}
          dataSource={works.data?.list ?? []}
          locale={{ emptyText: WrongGrindMessages.noEndedWork }}
          rowSelection={{
            selectedRowKeys: keys,
            hideSelectAll: true,
            onSelect: (row, checked) => toggle(row.workGuid, checked),
          }}
          pagination={{
            current: paging.pageIndex, pageSize: paging.pageSize, total: works.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: ['10', '20', '30', '40', '50'],
            onChange: (pageIndex, pageSize) => setPaging({ pageIndex, pageSize }),
          }}
          columns={[
            { title: '作业名称', dataIndex: 'name' },
            { title: '开始时间', dataIndex: 'startTime', width: 150 },
            { title: '作业类型', dataIndex: 'workTypeName', width: 100 },
            { title: '年级平均分', dataIndex: 'gradeAvg', width: 100, render: (v: number | null) => (v === null ? '--' : v) },
            { title: '错题数', dataIndex: 'wrongCount', width: 80 },
          ]}
        />
      </Flex>
    </Modal>
  );
}

/** A school year from 1 August to 31 July (the year the school calls it by is the autumn's). */
export function schoolYearRange(year: number): [Dayjs, Dayjs] {
  return [dayjs(`${year}-08-01`), dayjs(`${year + 1}-07-31`)];
}
