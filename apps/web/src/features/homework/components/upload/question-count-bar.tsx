import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, InputNumber, Space, Typography } from 'antd';
import { HomeworkMessages } from '@zuoyeben/shared';
import { checkCountAndStart } from '../../lib/question-rows';

interface QuestionCountBarProps {
  /** What the count is called: 题目数量 for homework (the default), 考试题数 for an exam. */
  countLabel?: string;
  /** The spec's checks of the count and start number with their messages (homework's by default; exams have their own). */
  check?: (count: number | null, start: number | null) => string | null;
  count: number;
  startNumber: number;
  total: number;
  locked: boolean;
  onRebuild: (count: number, start: number) => void;
  onAdd: () => void;
  onBatch: () => void;
}

/**
 * 题目数量 (or 考试题数) and 起始题号. A change is applied on blur or Enter; over existing questions it first asks
 * 此操作将会改变现有的题型、题号及分值，是否继续? and cancelling puts the old values back (spec 01 §5). Locked, the
 * count and numbers cannot change (a published exam).
 */
export function QuestionCountBar({
  countLabel = '题目数量', check = checkCountAndStart, count, startNumber, total, locked, onRebuild, onAdd, onBatch,
}: QuestionCountBarProps) {
  const { message, modal } = App.useApp();
  const [countInput, setCountInput] = useState<number | null>(count || null);
  const [startInput, setStartInput] = useState<number | null>(startNumber);
  useEffect(() => setCountInput(count || null), [count]);
  useEffect(() => setStartInput(startNumber), [startNumber]);
  // Enter then blur would otherwise ask twice for the same change.
  const asking = useRef(false);

  const revert = () => {
    setCountInput(count || null);
    setStartInput(startNumber);
  };
  const apply = () => {
    if (asking.current) return;
    if (countInput === (count || null) && startInput === startNumber) return;
    if (countInput === null && count === 0) return;
    const problem = check(countInput, startInput);
    if (problem) {
      void message.warning(problem);
      revert();
      return;
    }
    if (count === 0) {
      onRebuild(countInput!, startInput!);
      return;
    }
    asking.current = true;
    modal.confirm({
      title: '提示',
      content: HomeworkMessages.resetConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: () => onRebuild(countInput!, startInput!),
      onCancel: revert,
      afterClose: () => {
        asking.current = false;
      },
    });
  };

  return (
    <Flex wrap gap="middle" align="center" justify="space-between">
      <Space wrap>
        <Typography.Text>{countLabel}</Typography.Text>
        {/* No min/max: antd would clamp silently, and the spec wants its own messages for 0, 101 and decimals. */}
        <InputNumber
          aria-label={countLabel}
          value={countInput}
          disabled={locked}
          onChange={setCountInput}
          onBlur={apply}
          onPressEnter={apply}
        />
        <Typography.Text>起始题号</Typography.Text>
        <InputNumber
          aria-label="起始题号"
          value={startInput}
          disabled={locked}
          onChange={setStartInput}
          onBlur={apply}
          onPressEnter={apply}
        />
        <Typography.Text type="secondary">共 {count} 题，总分 {total} 分</Typography.Text>
      </Space>
      <Space>
        <Button onClick={onAdd} disabled={locked}>
          添加题目
        </Button>
        <Button onClick={onBatch}>批量设置</Button>
      </Space>
    </Flex>
  );
}
