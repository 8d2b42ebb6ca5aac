import { Cascader } from 'antd';

export interface PeriodOption {
  value: string;
  label: string;
  children?: PeriodOption[];
}

/** The 学段、科目 Cascader, in a module of its own for PeriodSubjectSelector; open at once when its stand-in was clicked. */
export default function PeriodSubjectCascader(props: {
  options: PeriodOption[];
  value: [string, string];
  disabled: boolean;
  width: number;
  openOnMount: boolean;
  onChange: (period: string, km: string) => void;
}) {
  return (
    <Cascader
      aria-label="学段、科目"
      autoFocus={props.openOnMount}
      defaultOpen={props.openOnMount}
      options={props.options}
      value={props.value}
      allowClear={false}
      disabled={props.disabled}
      displayRender={(labels) => labels.join(' · ')}
      style={{ width: props.width }}
      onChange={(value) => {
        const [period, km] = value as string[];
        if (period && km) props.onChange(period, km);
      }}
    />
  );
}
