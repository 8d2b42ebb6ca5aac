import { useEffect, useState } from 'react';
import { Flex, Spin, Typography, theme } from 'antd';
import type { TFileRef } from '@zuoyeben/shared';
import { convertDocx, fetchFileBytes, isLegacyWord } from '../../lib/file-preview';
import { PreviewFailed } from '@/components/preview-failed';
import './word-preview.css';

export const WORD_PREVIEW_FAILED = 'Word 预览失败，请下载查看';
export const LEGACY_WORD_NO_PREVIEW = '旧版 Word（.doc）文档无法在线预览，请下载查看';

type WordState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; html: string };

/** A .docx converted to HTML in the browser (mammoth, loaded on first use); an old .doc only offers its download. */
export function WordPreview({ file }: { file: TFileRef }) {
  const legacy = isLegacyWord(file.fileName);
  if (legacy) return <PreviewFailed file={file} status="info" title={LEGACY_WORD_NO_PREVIEW} />;
  return <DocxPreview file={file} />;
}

function DocxPreview({ file }: { file: TFileRef }) {
  const { token } = theme.useToken();
  const [state, setState] = useState<WordState>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    fetchFileBytes(file.filePath)
      .then(convertDocx)
      .then(
        (html) => !cancelled && setState({ kind: 'ready', html }),
        (e: unknown) => {
          if (cancelled) return;
          console.warn('Word preview failed', e);
          setState({ kind: 'error' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [file.filePath]);

  if (state.kind === 'error') return <PreviewFailed file={file} title={WORD_PREVIEW_FAILED} />;
  if (state.kind === 'loading')
    return (
      <Flex vertical align="center" justify="center" gap="small" style={{ minHeight: 240 }}>
        <Spin />
        <Typography.Text type="secondary">正在加载 Word 文档…</Typography.Text>
      </Flex>
    );
  return (
    <Flex vertical gap="small">
      <div
        className="zyb-word-preview"
        data-testid="word-preview"
        style={{
          maxHeight: '70vh',
          overflow: 'auto',
          padding: `${token.paddingLG}px ${token.paddingXL}px`,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          lineHeight: 1.8,
          overflowWrap: 'anywhere',
        }}
        // Sanitised in convertDocx (no scripts, handlers or script URLs).
        dangerouslySetInnerHTML={{ __html: state.html || '<p>（文档没有可显示的内容）</p>' }}
      />
      <Typography.Link href={file.filePath} download={file.fileName}>
        下载原文件
      </Typography.Link>
    </Flex>
  );
}
