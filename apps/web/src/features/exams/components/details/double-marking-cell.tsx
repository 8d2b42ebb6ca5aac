import { useState } from 'react';
import { Button, Flex, InputNumber, Popover, Select, Space, Switch, Typography } from 'antd';
import { formatScore } from '@zuoyeben/shared';
import { useExamTeachers, useSaveDoubleMarking, useSubjectiveThs } from '../../api/reviewers';

/**
 * 双评 of one subjective question on the exam detail 阅卷 tab: off, or a tolerance in points and an arbiter (the
 * creator when none is named), with the counts of first marks, second marks and answers waiting for arbitration.
 */
export function DoubleMarkingCell({ workGuid, ruCode, th, fullScore, editable }: { workGuid: string; ruCode: string; th: number; fullScore: number; editable: boolean }) {
  const ths = useSubjectiveThs(workGuid, ruCode);
  const teachers = useExamTeachers(ruCode, editable);
  const save = useSaveDoubleMarking(workGuid, ruCode);
  const current = ths.data?.find((q) => q.th === th)?.doubleMarking ?? null;
  const [open, setOpen] = useState(false);
  const [on, setOn] = useState(false);
  const [tolerance, setTolerance] = useState<number | null>(2);
  const [arbiter, setArbiter] = useState<number | null>(null);

  const summary = current ? (
    <Flex vertical gap={2}>
      <Typography.Text>误差 {formatScore(current.tolerance)} 分，仲裁：{current.arbiterName ?? '创建人'}</Typography.Text>
      <Typography.Text type="secondary">一评 {current.firstCount}，二评 {current.secondCount}，待仲裁 {current.arbitrationCount}</Typography.Text>
    </Flex>
  ) : (
    <Typography.Text type="secondary">单评</Typography.Text>
  );
  if (!editable) return summary;

  const openEditor = (next: boolean) => {
    if (next) {
      setOn(current !== null);
      setTolerance(current?.tolerance ?? 2);
      setArbiter(current?.arbiterUserId ?? null);
    }
    setOpen(next);
  };
  const editor = (
    <Flex vertical gap="small" style={{ width: 260 }}>
      <Space>
        <Switch aria-label={`第${th}题双评`} checked={on} onChange={setOn} />
        <span>两位老师独立评分</span>
      </Space>
      {on && (
        <>
          <Space>
            <span>误差</span>
            <InputNumber aria-label="双评误差" min={0} max={fullScore} step={0.5} value={tolerance} onChange={(v) => setTolerance(v)} />
            <span>分</span>
          </Space>
          <Select
            aria-label="仲裁老师"
            allowClear
            placeholder="仲裁老师（默认创建人）"
            value={arbiter}
            onChange={(v: number | undefined) => setArbiter(v ?? null)}
            options={(teachers.data ?? []).map((t) => ({ value: t.userId, label: t.name }))}
            optionFilterProp="label"
            showSearch
          />
        </>
      )}
      {save.error && <Typography.Text type="danger">{save.error.message}</Typography.Text>}
      <Button
        type="primary"
        size="small"
        loading={save.isPending}
        onClick={() => save.mutate({ th, tolerance: on ? (tolerance ?? 0) : null, arbiterUserId: on ? arbiter : null }, { onSuccess: () => setOpen(false) })}
      >
        保存双评设置
      </Button>
    </Flex>
  );
  return (
    <Flex align="center" gap="small">
      {summary}
      <Popover trigger="click" open={open} onOpenChange={openEditor} content={editor} title={`第${th}题双评`}>
        <Button size="small" type="link">设置</Button>
      </Popover>
    </Flex>
  );
}
