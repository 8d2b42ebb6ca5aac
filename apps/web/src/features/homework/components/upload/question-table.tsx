import { ScoreInput } from '@/components/score-input';
import { App, Button, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { HomeworkLimits, QuestionType, type QuestionTypeValue } from '@zuoyeben/shared';
import {
  QuestionTypeLabels,
  setOptionCount,
  setQuestionType,
  toggleAnswer,
  type DraftQuestion,
} from '../../lib/question-rows';
import { AnswerLetters } from './answer-letters';
import { OptionCount } from './option-count';

interface QuestionTableProps {
  questions: DraftQuestion[];
  /** Students have submitted: numbers, types and option counts are fixed; answers and scores stay editable. */
  shapeLocked: boolean;
  selected: number[];
  onSelect: (ths: number[]) => void;
  onChange: (index: number, next: DraftQuestion) => void;
  onRemove: (index: number) => void;
}

const TYPE_OPTIONS = ([1, 2, 3] as const).map((t) => ({ value: t, label: QuestionTypeLabels[t] }));

/** Per-question rows: 题号, 题型, 选项数, 分值, 答案. */
export function QuestionTable({ questions, shapeLocked, selected, onSelect, onChange, onRemove }: QuestionTableProps) {
  const { message } = App.useApp();
  const columns: TableColumnsType<DraftQuestion> = [
    {
      title: '题号',
      dataIndex: 'th',
      width: 100,
      render: (th: number, _q, i) => (
        <InputNumber
          aria-label={`第${i + 1}行题号`}
          size="small"
          min={HomeworkLimits.minTh}
          max={HomeworkLimits.maxTh}
          value={th}
          disabled={shapeLocked}
          // Decimals and repeats are kept as typed and reported on 下一步 with the spec's messages.
          onChange={(v) => v !== null && onChange(i, { ...questions[i]!, th: v })}
          style={{ width: 72 }}
        />
      ),
    },
    {
      title: '题型',
      dataIndex: 'type',
      width: 110,
      render: (type: QuestionTypeValue, q, i) => (
        <Select
          aria-label={`第${q.th}题题型`}
          size="small"
          value={type}
          options={TYPE_OPTIONS}
          disabled={shapeLocked}
          onChange={(t: QuestionTypeValue) => onChange(i, setQuestionType(q, t))}
          style={{ width: 80 }}
        />
      ),
    },
    {
      title: '选项数',
      dataIndex: 'option',
      width: 120,
      render: (option: number, q, i) =>
        q.type === QuestionType.Subjective ? (
          '—'
        ) : (
          <OptionCount
            th={q.th}
            value={option}
            disabled={shapeLocked}
            onChange={(n) => {
              const { question, error } = setOptionCount(q, n);
              if (error) void message.warning(error);
              else onChange(i, question);
            }}
          />
        ),
    },
    {
      title: '分值',
      dataIndex: 'score',
      width: 110,
      render: (score: number | null, q, i) => (
        <ScoreInput
          aria-label={`第${q.th}题分值`}
          size="small"
          min={HomeworkLimits.minScore}
          max={HomeworkLimits.maxScore}
          value={score}
          onChange={(v) => onChange(i, { ...q, score: v })}
          style={{ width: 80 }}
        />
      ),
    },
    {
      title: '答案',
      key: 'answer',
      render: (_, q, i) => <AnswerLetters question={q} onToggle={(l) => onChange(i, toggleAnswer(q, l))} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_, q, i) => (
        <Button type="link" size="small" danger disabled={shapeLocked} onClick={() => onRemove(i)} aria-label={`删除第${q.th}题`}>
          删除
        </Button>
      ),
    },
  ];

  return (
    <Table<DraftQuestion>
      size="small"
      // Rows are keyed by position: numbers may be mid-edit, duplicated or decimal until 下一步 checks them.
      rowKey={(q) => `${questions.indexOf(q)}`}
      columns={columns}
      dataSource={questions}
      pagination={false}
      scroll={{ y: 520 }}
      rowSelection={{
        selectedRowKeys: questions.flatMap((q, i) => (selected.includes(q.th) ? [String(i)] : [])),
        onChange: (keys) => onSelect(keys.map((k) => questions[Number(k)]!.th)),
      }}
      locale={{ emptyText: '请先设置题目数量' }}
    />
  );
}
