import { useEffect, useRef } from 'react';

export interface ScoreKeyHandlers {
  /** A digit or the decimal point typed. */
  onType: (key: string) => void;
  onErase: () => void;
  onSubmit: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onPreviousQuestion: () => void;
  onNextQuestion: () => void;
}

/**
 * Keys that belong to a form control: typing in a field or choosing in a list is left alone. A focused button is not:
 * after clicking a score button, Enter still saves (its default, clicking the button again, is prevented).
 */
const inControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="combobox"],[role="listbox"]') !== null);

/**
 * The full-screen marking keys (智能阅卷): digits and "." type the score, Backspace erases, Enter saves and moves on,
 * ← / → the previous (already marked) and next answer, ↑ / ↓ the previous and next question. Listening on the window,
 * so the teacher never has to click into a field first.
 */
export function useScoreKeys(handlers: ScoreKeyHandlers, enabled = true) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || inControl(e.target)) return;
      const h = ref.current;
      if (/^[0-9.]$/.test(e.key)) h.onType(e.key);
      else if (e.key === 'Backspace') h.onErase();
      else if (e.key === 'Enter') h.onSubmit();
      else if (e.key === 'ArrowLeft') h.onPrevious();
      else if (e.key === 'ArrowRight') h.onNext();
      else if (e.key === 'ArrowUp') h.onPreviousQuestion();
      else if (e.key === 'ArrowDown') h.onNextQuestion();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** The typed score after one more key: one decimal point, at most one decimal, five characters. */
export function typeScoreKey(typed: string, key: string): string {
  if (key === '.' && (typed.includes('.') || typed === '')) return typed;
  if (/\.\d$/.test(typed)) return typed;
  if (typed === '0' && key !== '.') return key;
  return (typed + key).slice(0, 5);
}
