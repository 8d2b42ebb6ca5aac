import { App, Button, InputNumber, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { checkExamNumbering, ExamLimits, QuestionType, type QuestionTypeValue } from '@zuoyeben/shared';
import { ScoreInput } from '@/components/score-input';
import {
  ExamQuestionTypeLabels,
  examLettersOf,
  setExamOptionCount,
  setExamType,
  toggleExamAnswer,
  type ExamQuestionDraft,
} from '../../lib/exam-questions';

interface ExamQuestionTableProps {
  list: ExamQuestionDraft[];
  /** 起始题号: a number below it is refused (不能小于当前起始题号数). */
  startNumber: number;
  /** A published exam: types, numbers, count and option counts are fixed (spec 01 §4). */
  published: boolean;
  selected: number[];
  onSelect: (ths: number[]) => void;
  onChange: (index: number, next: ExamQuestionDraft) => void;
  onRemove: (index: number) => void;
}

const TYPE_OPTIONS = ([1, 2, 3] as const).map((t) => ({ value: t, label: ExamQuestionTypeLabels[t] }));

/** The exam's questions: 题号, 题型, 选项数 (2–8), 分值, 答案. */
export function ExamQuestionTable({ list, startNumber, published, selected, onSelect, onChange, onRemove }: ExamQuestionTableProps) {
  const { message } = App.useApp();
  const apply = (i: number, r: { question: ExamQuestionDraft; error: string | null }) => {
    if (r.error) void message.warning(r.error);
    else onChange(i, r.question);
  };
  const columns: TableColumnsType<ExamQuestionDraft> = [
    {
      title: '题号',
      dataIndex: 'th',
      width: 100,
      render: (th: number, _q, i) => (
        <InputNumber aria-label={`第${i + 1}行题号`} size="small" value={th} disabled={published} style={{ width: 72 }}
          onChange={(v) => v !== null && onChange(i, { ...list[i]!, th: v })}
          // The number as typed is kept; leaving the field says what is wrong with the numbering in the spec's words
          // (题号不能为小数！ / 不能小于当前起始题号数 / 题号数不能重复); 下一步 stays blocked with 题号数存在问题….
          onBlur={() => {
            const problem = checkExamNumbering(list, startNumber);
            if (problem) void message.warning(problem);
          }} />
      ),
    },
    {
      title: '题型',
      dataIndex: 'type',
      width: 110,
      render: (type: QuestionTypeValue, q, i) => (
        <Select aria-label={`第${q.th}题题型`} size="small" value={type} options={TYPE_OPTIONS} style={{ width: 80 }}
          // A published exam's type cannot change: the select stays open to say why instead of silently ignoring.
          onChange={(t: QuestionTypeValue) => apply(i, setExamType(q, t, published))} />
      ),
    },
    {
      title: '选项数',
      dataIndex: 'option',
      width: 130,
      render: (option: number, q, i) =>
        q.type === QuestionType.Subjective ? '—' : (
          <Space size={4}>
            <Button size="small" icon={<MinusOutlined />} aria-label={`第${q.th}题减少选项`} disabled={published} onClick={() => apply(i, setExamOptionCount(q, option - 1, published))} />
            <Typography.Text style={{ minWidth: 16, display: 'inline-block', textAlign: 'center' }}>{option}</Typography.Text>
            <Button size="small" icon={<PlusOutlined />} aria-label={`第${q.th}题增加选项`} disabled={published} onClick={() => apply(i, setExamOptionCount(q, option + 1, published))} />
          </Space>
        ),
    },
    {
      title: '分值',
      dataIndex: 'score',
      width: 110,
      render: (score: number | null, q, i) => (
        <ScoreInput aria-label={`第${q.th}题分值`} size="small" min={ExamLimits.minScore} max={ExamLimits.maxScore} value={score} style={{ width: 80 }}
          onChange={(v) => onChange(i, { ...q, score: v })} />
      ),
    },
    {
      title: '答案',
      key: 'answer',
      render: (_, q, i) =>
        q.type === QuestionType.Subjective ? <Typography.Text type="secondary">主观题，由老师阅卷</Typography.Text> : (
          <Space size={4} wrap>
            {examLettersOf(q.option).map((letter) => {
              const on = q.answer.includes(letter);
              return (
                <Button key={letter} size="small" shape={q.type === QuestionType.Single ? 'circle' : 'default'} type={on ? 'primary' : 'default'}
                  aria-pressed={on} aria-label={`第${q.th}题选项${letter}`} onClick={() => onChange(i, toggleExamAnswer(q, letter, published))}>
                  {letter}
                </Button>
              );
            })}
          </Space>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, q, i) => (
        <Button type="link" size="small" danger disabled={published} onClick={() => onRemove(i)} aria-label={`删除第${q.th}题`}>删除</Button>
      ),
    },
  ];
  return (
    <Table<ExamQuestionDraft>
      size="small"
      rowKey={(q) => `${list.indexOf(q)}`}
      columns={columns}
      dataSource={list}
      pagination={false}
      scroll={{ y: 520 }}
      rowSelection={{
        selectedRowKeys: list.flatMap((q, i) => (selected.includes(q.th) ? [String(i)] : [])),
        onChange: (keys) => onSelect(keys.map((k) => list[Number(k)]!.th)),
      }}
      locale={{ emptyText: '请先设置考试题数' }}
    />
  );
}
