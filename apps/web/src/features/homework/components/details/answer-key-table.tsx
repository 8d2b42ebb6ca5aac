import { ScoreInput } from '@/components/score-input';
import { Table, type TableColumnsType } from 'antd';
import { HomeworkLimits, QuestionType } from '@zuoyeben/shared';
import { QuestionTypeLabels, toggleAnswer, type DraftQuestion } from '../../lib/question-rows';
import { AnswerLetters } from '../upload/answer-letters';

interface AnswerKeyTableProps {
  rows: DraftQuestion[];
  editing: boolean;
  onChange: (index: number, next: DraftQuestion) => void;
}

/** The answer key: number, type, options, score and answer; in edit mode scores and answers change. */
export function AnswerKeyTable({ rows, editing, onChange }: AnswerKeyTableProps) {
  const columns: TableColumnsType<DraftQuestion> = [
    { title: '题号', dataIndex: 'th', width: 70 },
    { title: '题型', dataIndex: 'type', width: 80, render: (t: DraftQuestion['type']) => QuestionTypeLabels[t] },
    { title: '选项数', dataIndex: 'option', width: 80, render: (o: number, q) => (q.type === QuestionType.Subjective ? '—' : o) },
    {
      title: '分值',
      dataIndex: 'score',
      width: 110,
      render: (score: number | null, q, i) =>
        editing ? (
          <ScoreInput
            aria-label={`第${q.th}题分值`}
            size="small"
            min={HomeworkLimits.minScore}
            max={HomeworkLimits.maxScore}
            value={score}
            onChange={(v) => onChange(i, { ...q, score: v })}
          />
        ) : (
          score
        ),
    },
    {
      title: '答案',
      key: 'answer',
      render: (_, q, i) =>
        editing ? <AnswerLetters question={q} onToggle={(l) => onChange(i, toggleAnswer(q, l))} /> : q.answer || '—',
    },
  ];
  return <Table<DraftQuestion> size="small" rowKey="th" columns={columns} dataSource={rows} pagination={false} />;
}
