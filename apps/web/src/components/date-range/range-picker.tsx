import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { DatePicker } from 'antd';

type Props = ComponentProps<typeof DatePicker.RangePicker> & {
  /** The teacher clicked the stand-in before this code arrived: take the focus and open the calendar. */
  openOnMount?: boolean;
};

/** antd's RangePicker in a module of its own, so a page loads it only when a teacher reaches for it (lazy-range-picker). */
export function RangePicker({ openOnMount = false, onOpenChange, ...props }: Props) {
  const ref = useRef<{ focus: () => void }>(null);
  // Controlled so the calendar can start open; every later change is the picker's own.
  const [open, setOpen] = useState(openOnMount);
  useEffect(() => {
    if (openOnMount) ref.current?.focus();
    // Only on arrival: later renders keep whatever focus the teacher moved to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DatePicker.RangePicker
      ref={ref as never}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      {...props}
    />
  );
}
