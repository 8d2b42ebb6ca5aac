import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Input } from 'antd';

type RangePickerProps = Omit<ComponentProps<typeof import('./range-picker').RangePicker>, 'openOnMount'>;

const RangePicker = lazy(() => import('./range-picker').then((m) => ({ default: m.RangePicker })));

/** antd's RangePicker default width, so the filter row does not move when the picker arrives. */
const PICKER_WIDTH = 256;

/**
 * A date-range filter whose calendar code (antd's picker, about 30 KB gzip) is loaded only when a teacher reaches for
 * it: the pointer coming over it, a click, or the keyboard focus. Until then a read-only box of the same size and
 * words stands in, so a list that is never filtered by date never loads it (issue 9 item 23). A set range (filters
 * restored from the session) loads it at once, since only the picker can show the range.
 */
export function LazyRangePicker(props: RangePickerProps) {
  const [wanted, setWanted] = useState(false);
  const [clicked, setClicked] = useState(false);
  const standIn = (
    <Input
      readOnly
      aria-label={props['aria-label']}
      placeholder="开始日期 → 结束日期"
      style={{ width: PICKER_WIDTH }}
      onMouseEnter={() => setWanted(true)}
      onFocus={() => {
        setClicked(true);
        setWanted(true);
      }}
    />
  );
  if (!wanted && !props.value) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker {...props} openOnMount={clicked} />
    </Suspense>
  );
}
