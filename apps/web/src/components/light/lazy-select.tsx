import type { CSSProperties, ReactNode } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { useIntent } from './intent';
import './light.css';

export interface LazySelectOption<V> {
  value: V;
  label: ReactNode;
}

export interface LazySelectProps<V> {
  'aria-label': string;
  options: LazySelectOption<V>[];
  value?: V | null;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  loading?: boolean;
  variant?: 'outlined' | 'borderless';
  popupMatchSelectWidth?: boolean;
  style?: CSSProperties;
  onChange: (value: V | undefined) => void;
}

const loadSelect = () => import('./ant-select');

/**
 * antd's Select, loaded when the user reaches for it (see useIntent): until then a box of the same size shows the
 * chosen option or the placeholder. The homework list's filters and the header's school switch are seldom touched on
 * a visit, and antd Select with its virtual list is about 25 KB gzip of the list's first load (issue 9 item 23).
 */
export function LazySelect<V extends string | number>(props: LazySelectProps<V>) {
  const { intent, focused, Widget: AntSelect, handlers } = useIntent(loadSelect);
  const chosen = props.options.find((o) => o.value === props.value);
  const standIn = (
    <SelectStandIn
      aria-label={props['aria-label']}
      text={chosen?.label}
      placeholder={props.placeholder}
      disabled={props.disabled}
      borderless={props.variant === 'borderless'}
      style={props.style}
      handlers={handlers}
    />
  );
  if (!AntSelect) return standIn;
  return <AntSelect {...(props as unknown as LazySelectProps<string | number>)} openOnMount={intent === 'open'} focusOnMount={focused} />;
}

/** A closed select's look (the chosen text or the placeholder, and the arrow) for a select whose code is not loaded yet. */
export function SelectStandIn(props: {
  'aria-label': string;
  text: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  borderless?: boolean;
  style?: CSSProperties;
  handlers: ReturnType<typeof useIntent>['handlers'];
}) {
  const has = props.text !== undefined && props.text !== null && props.text !== '';
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-label={props['aria-label']}
      disabled={props.disabled}
      className={props.borderless ? 'zy-stand-in zy-stand-in-borderless' : 'zy-stand-in'}
      style={props.style}
      {...props.handlers}
    >
      <span className={has ? 'zy-stand-in-text' : 'zy-stand-in-text zy-stand-in-placeholder'}>{has ? props.text : props.placeholder}</span>
      <DownOutlined className="zy-stand-in-arrow" />
    </button>
  );
}
