import { useMemo, useRef, type ReactNode } from 'react';
import { App, Button, Flex, Input, Tooltip, Upload, theme } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { BorderOutlined, FunctionOutlined, LineOutlined, PictureOutlined } from '@ant-design/icons';
import { ItemEditorLimits } from '@zuoyeben/shared';
import { BLANK_MARKER, CHOICE_BRACKET, collapseImages, expandImages, imageRefusal, imageSnippet, insertAt, readAsDataUrl, type Selection } from '../lib/insert';
import { FormulaPopover } from './formula-popover';

export type RichTextTool = 'formula' | 'blank' | 'bracket' | 'image';

interface RichTextFieldProps {
  value: string;
  onChange(value: string): void;
  /** Accessible name of the text area (题干, 解析 …). */
  label: string;
  tools: readonly RichTextTool[];
  placeholder?: string;
  minRows?: number;
  /** One line with icon buttons after it (options), instead of a toolbar above. */
  compact?: boolean;
  status?: 'error';
}

/**
 * A text area for item text (HTML with `$…$` formulas) with a small toolbar that inserts at the caret: a formula,
 * a blank marker ____, the answer bracket （　　） of a choice stem, or a picture embedded like the seed's figures.
 */
export function RichTextField({ value, onChange, label, tools, placeholder, minRows = 3, compact = false, status }: RichTextFieldProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const ref = useRef<TextAreaRef>(null);
  const selection = useRef<Selection | null>(null);
  // The box shows pictures as [图片N] tokens; every change is expanded back to the item's HTML.
  const shown = useMemo(() => collapseImages(value), [value]);
  const change = (text: string, images = shown.images) => onChange(expandImages(text, images));

  const remember = () => {
    const el = ref.current?.resizableTextArea?.textArea;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  const insert = (snippet: string, images = shown.images) => {
    const next = insertAt(shown.text, selection.current, snippet);
    change(next.text, images);
    selection.current = { start: next.caret, end: next.caret };
    requestAnimationFrame(() => {
      const el = ref.current?.resizableTextArea?.textArea;
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  const selectedText = () => {
    const s = selection.current;
    return s ? shown.text.slice(s.start, s.end) : '';
  };
  const insertImage = async (file: File) => {
    const refusal = imageRefusal(file);
    if (refusal) {
      message.warning(refusal);
      return;
    }
    try {
      const tag = imageSnippet(await readAsDataUrl(file), file.name);
      insert(`[图片${shown.images.length + 1}]`, [...shown.images, tag]);
    } catch (err) {
      message.error((err as Error).message);
    }
  };

  // Compact fields (options) show icon buttons after the text; full fields a labelled bar above it.
  const button = (icon: ReactNode, text: string, onClick?: () => void) => (
    <Tooltip title={compact ? text : undefined}>
      <Button size="small" type="text" icon={icon} onClick={onClick} aria-label={compact ? `${label}${text}` : undefined}>{compact ? null : text}</Button>
    </Tooltip>
  );
  const toolbar = (
    <Flex gap={4} wrap={!compact} role="toolbar" aria-label={`${label}工具栏`} align="center"
      style={compact ? { flex: 'none', paddingInline: token.paddingXXS, paddingTop: token.paddingXXS }
        : { padding: `${token.paddingXXS}px ${token.paddingXS}px`, borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorFillQuaternary }}>
      {tools.includes('formula') && (
        <FormulaPopover initial={selectedText} onInsert={insert}>{button(<FunctionOutlined />, '公式')}</FormulaPopover>
      )}
      {tools.includes('blank') && button(<LineOutlined />, '填空横线 ____', () => insert(BLANK_MARKER))}
      {tools.includes('bracket') && button(<BorderOutlined />, '作答括号（　　）', () => insert(CHOICE_BRACKET))}
      {tools.includes('image') && (
        <Upload accept={ItemEditorLimits.imageTypes.join(',')} showUploadList={false} beforeUpload={(file) => { void insertImage(file); return false; }}>
          {button(<PictureOutlined />, '图片')}
        </Upload>
      )}
    </Flex>
  );
  const textArea = (
    <Input.TextArea
      ref={ref}
      aria-label={label}
      variant="borderless"
      value={shown.text}
      placeholder={placeholder}
      autoSize={{ minRows, maxRows: 14 }}
      onChange={(e) => {
        change(e.target.value);
        remember();
      }}
      onSelect={remember}
      onKeyUp={remember}
      onClick={remember}
      style={{ fontFamily: 'inherit', flex: 1, minWidth: 0 }}
    />
  );
  return (
    <Flex vertical={!compact} align={compact ? 'flex-start' : undefined}
      style={{ border: `1px solid ${status ? token.colorError : token.colorBorder}`, borderRadius: token.borderRadius, background: token.colorBgContainer, flex: 1, minWidth: 0 }}>
      {compact ? <>{textArea}{toolbar}</> : <>{toolbar}{textArea}</>}
    </Flex>
  );
}
