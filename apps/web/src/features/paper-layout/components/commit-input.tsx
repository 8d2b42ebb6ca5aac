import { useEffect, useState } from 'react';
import { App, InputNumber } from 'antd';
import { scoreProblem } from '@zuoyeben/shared';
import { ScoreInput } from '@/components/score-input';

interface CommitInputProps {
  value: number | null;
  label: string;
  /** Called with a changed, valid value when the teacher leaves the box or presses Enter. */
  onCommit(value: number): void;
  width?: number;
}

/** A score box that sends its value when left (not on every keystroke); a bad score is refused with the rule's message. */
export function ScoreCommitInput({ value, label, onCommit, width = 64 }: CommitInputProps) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(value);
      return;
    }
    const problem = scoreProblem(draft);
    if (problem) {
      void message.error(problem);
      setDraft(value);
      return;
    }
    onCommit(draft);
  };
  return (
    <ScoreInput size="small" aria-label={label} value={draft} min={0} onChange={(v) => setDraft(v ?? null)} onBlur={commit}
      onPressEnter={commit} style={{ width }} />
  );
}

/** The answer-area height in px, sent when left; steps of 20 px. */
export function HeightCommitInput({ value, label, onCommit, max }: CommitInputProps & { max: number }) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft === null || draft === value) {
      setDraft(value);
      return;
    }
    onCommit(Math.round(draft));
  };
  return (
    <InputNumber<number> size="small" aria-label={label} value={draft} min={0} max={max} step={20} precision={0} suffix="px"
      onChange={(v) => setDraft(v ?? null)} onBlur={commit} onPressEnter={commit} style={{ width: 92 }} />
  );
}
