import { useEffect, useRef } from 'react';
import { Select } from 'antd';
import type { LazySelectProps } from './lazy-select';

/** antd's Select in a module of its own, for LazySelect; opens at once when the user clicked its stand-in. */
export default function AntSelect({ openOnMount, focusOnMount, onChange, ...props }: LazySelectProps<string | number> & { openOnMount: boolean; focusOnMount: boolean }) {
  const ref = useRef<{ focus: () => void }>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Select ref={ref as never} defaultOpen={openOnMount} {...props} value={props.value ?? undefined} onChange={(v: string | number | undefined) => onChange(v)} />;
}
