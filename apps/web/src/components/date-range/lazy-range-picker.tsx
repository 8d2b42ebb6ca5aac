import type { ComponentProps } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { useIntent } from '@/components/light/intent';
import '@/components/light/light.css';

type RangePickerProps = Omit<ComponentProps<typeof import('./range-picker').RangePicker>, 'openOnMount'>;

const loadPicker = () => import('./range-picker').then((m) => ({ default: m.RangePicker }));

/** antd's RangePicker default width, so the filter row does not move when the picker arrives. */
const PICKER_WIDTH = 256;

/**
 * A date-range filter whose calendar code (antd's picker, about 30 KB gzip) is loaded only when a teacher reaches for
 * it: the pointer coming over it, a click, or the keyboard focus (useIntent). Until then a box of the same size and
 * words stands in, so a list that is never filtered by date never loads it (issue 9 item 23). A set range (filters
 * restored from the session) loads it at once, since only the picker can show the range.
 */
export function LazyRangePicker(props: RangePickerProps) {
  // A set range (filters restored from the session) loads the picker at once: only it can show the range.
  const { intent, Widget: RangePicker, handlers } = useIntent(loadPicker, props.value ? 'near' : 'none');
  // A box of antd's input look (not antd Input itself, whose code the list would otherwise load for this alone).
  const standIn = (
    <button type="button" className="zy-stand-in" aria-label={props['aria-label']} style={{ width: PICKER_WIDTH }} {...handlers}>
      <span className="zy-stand-in-text zy-stand-in-placeholder">开始日期 → 结束日期</span>
      <CalendarOutlined className="zy-stand-in-arrow" style={{ fontSize: 14 }} />
    </button>
  );
  if (!RangePicker) return standIn;
  return <RangePicker {...props} openOnMount={intent === 'open'} />;
}
