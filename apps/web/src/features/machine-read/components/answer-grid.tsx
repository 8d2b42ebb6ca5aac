import type { KeyboardEvent } from 'react';
import { Input, Table, Tag, Tooltip, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { parseChoiceAnswer, QuestionType, type TMachineReadQuestion, type TMachineReadStudent } from '@zuoyeben/shared';
import { cellId, nextCell } from '../lib/grid-nav';

export type GridValues = Record<string, Record<string, string>>;

interface AnswerGridProps {
  questions: TMachineReadQuestion[];
  students: TMachineReadStudent[];
  values: GridValues;
  onChange: (stuGuid: string, th: number, value: string) => void;
}

/** The problem of a cell's letters, or null (the same rule the server applies). */
export const cellProblem = (q: TMachineReadQuestion, value: string) => {
  const parsed = parseChoiceAnswer(q, value);
  return 'error' in parsed ? parsed.error : null;
};

/**
 * Students × objective questions, one small input per cell. Arrow keys move between cells and Enter moves down, so a
 * whole class can be typed from the scanned sheets without the mouse.
 */
export function AnswerGrid({ questions, students, values, onChange }: AnswerGridProps) {
  const { token } = theme.useToken();
  const size = { rows: students.length, cols: questions.length };
  const move = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const target = nextCell(event.key, { row, col }, size);
    if (!target) return;
    event.preventDefault();
    const element = document.getElementById(cellId(target)) as HTMLInputElement | null;
    element?.focus();
    element?.select();
  };

  const columns: ColumnsType<TMachineReadStudent> = [
    { title: '姓名', dataIndex: 'stuName', fixed: 'left', width: 96 },
    { title: '学号', dataIndex: 'buddies', width: 128 },
    ...questions.map((q, col) => ({
      title: q.type === QuestionType.Multiple ? <Tooltip title="多选题">{q.th}<Tag style={{ marginInlineStart: 2 }}>多</Tag></Tooltip> : q.th,
      key: String(q.th),
      width: q.type === QuestionType.Multiple ? 84 : 60,
      render: (_: unknown, s: TMachineReadStudent, row: number) => {
        const value = values[s.stuGuid]?.[String(q.th)] ?? '';
        const problem = cellProblem(q, value);
        return (
          <Tooltip title={problem} open={problem ? undefined : false}>
            <Input
              id={cellId({ row, col })}
              size="small"
              aria-label={`${s.stuName} 第${q.th}题`}
              value={value}
              status={problem ? 'error' : undefined}
              maxLength={q.type === QuestionType.Multiple ? 8 : 2}
              onChange={(e) => onChange(s.stuGuid, q.th, e.target.value.toUpperCase())}
              onKeyDown={(e) => move(e, row, col)}
              style={{ textAlign: 'center', fontFamily: token.fontFamilyCode }}
            />
          </Tooltip>
        );
      },
    })),
    { title: '客观题得分', dataIndex: 'objectiveScore', width: 96, render: (v: number | null) => v ?? '—' },
  ];

  return <Table<TMachineReadStudent> rowKey="stuGuid" size="small" bordered pagination={false} sticky scroll={{ x: 'max-content' }} columns={columns} dataSource={students} />;
}
