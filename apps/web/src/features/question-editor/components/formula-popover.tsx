import { useState, type ReactNode } from 'react';
import { Button, Flex, Input, Popover, Typography, theme } from 'antd';
import { RichText, formulaRenders } from '@/components/rich-text';
import { decodeFormulaEntities } from '@zuoyeben/shared';
import { formulaSnippet } from '../lib/insert';

/** Pieces of LaTeX a maths or physics teacher types most, offered as buttons. */
const TEMPLATES: readonly { label: string; tex: string }[] = [
  { label: '分数', tex: '\\frac{a}{b}' },
  { label: '根号', tex: '\\sqrt{x}' },
  { label: '上标', tex: 'x^{2}' },
  { label: '下标', tex: 'x_{1}' },
  { label: '×', tex: '\\times' },
  { label: '÷', tex: '\\div' },
  { label: '≤', tex: '\\le' },
  { label: '≥', tex: '\\ge' },
  { label: '≠', tex: '\\ne' },
  { label: '±', tex: '\\pm' },
  { label: 'π', tex: '\\pi' },
  { label: '∠', tex: '\\angle' },
  { label: '△', tex: '\\triangle' },
  { label: '°', tex: '^{\\circ}' },
];

interface FormulaPopoverProps {
  /** The text selected in the field, offered as the formula to start from. */
  initial: () => string;
  onInsert(snippet: string): void;
  children: ReactNode;
}

/** 插入公式: LaTeX typed with a live KaTeX preview, inserted as `$…$` where the caret was. */
export function FormulaPopover({ initial, onInsert, children }: FormulaPopoverProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [tex, setTex] = useState('');
  const renders = !tex.trim() || formulaRenders(decodeFormulaEntities(tex));
  const insert = () => {
    if (!tex.trim() || !renders) return;
    onInsert(formulaSnippet(tex));
    setOpen(false);
  };
  const content = (
    <Flex vertical gap={8} style={{ width: 360 }}>
      <Flex wrap gap={4}>
        {TEMPLATES.map((t) => (
          <Button key={t.tex} size="small" onClick={() => setTex((v) => `${v}${v && !v.endsWith(' ') ? ' ' : ''}${t.tex}`)}>{t.label}</Button>
        ))}
      </Flex>
      <Input.TextArea
        aria-label="LaTeX 公式"
        autoFocus
        value={tex}
        onChange={(e) => setTex(e.target.value)}
        placeholder="输入 LaTeX，例如 \frac{1}{2}+\sqrt{3}"
        autoSize={{ minRows: 2, maxRows: 5 }}
        status={renders ? undefined : 'error'}
      />
      <div style={{ minHeight: 40, padding: token.paddingXS, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
        {tex.trim() ? <RichText html={formulaSnippet(tex)} /> : <Typography.Text type="secondary">公式预览</Typography.Text>}
      </div>
      <Flex justify="flex-end" gap={8}>
        <Button size="small" onClick={() => setOpen(false)}>取消</Button>
        <Button size="small" type="primary" disabled={!tex.trim() || !renders} onClick={insert}>插入</Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        if (next) setTex(initial().replace(/^\$|\$$/g, ''));
        setOpen(next);
      }}
      title="插入公式"
      content={content}
      placement="bottomLeft"
      destroyOnHidden
    >
      {children}
    </Popover>
  );
}
