import { Alert, Image, Typography } from 'antd';
import type { ReactNode } from 'react';

type Block =
  | { kind: 'heading' | 'paragraph' | 'tip'; text: string }
  | { kind: 'image'; alt: string; src: string }
  | { kind: 'steps' | 'points'; items: string[] };

/** A screenshot of the app shipped with the web app (public/help/); any other address stays text. */
const IMAGE_LINE = /^!\[([^\]]*)\]\((\/help\/[a-z0-9-]+\.png)\)$/;

/**
 * Splits an article body into blocks: "## " headings, "1. " steps, "- " points, "> " tips, "![说明](/help/x.png)"
 * screenshots, other lines paragraphs.
 */
export function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const image = IMAGE_LINE.exec(line);
    if (image) {
      blocks.push({ kind: 'image', alt: image[1]!, src: image[2]! });
      continue;
    }
    const step = /^\d+\.\s+(.*)$/.exec(line);
    const listKind = step ? 'steps' : line.startsWith('- ') ? 'points' : null;
    if (listKind) {
      const text = step ? step[1]! : line.slice(2);
      const last = blocks.at(-1);
      if (last && last.kind === listKind) last.items.push(text);
      else blocks.push({ kind: listKind, items: [text] });
    } else if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
    else if (line.startsWith('> ')) blocks.push({ kind: 'tip', text: line.slice(2) });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/** An article's text as headings, numbered steps, points and tips (plain text, no HTML from the server). */
export function ArticleBody({ body }: { body: string }) {
  return (
    <div className="help-article-body">
      {blocksOf(body).map((b, i): ReactNode => {
        switch (b.kind) {
          case 'heading':
            return <Typography.Title key={i} level={5} style={{ marginTop: 20 }}>{b.text}</Typography.Title>;
          case 'image':
            return (
              <figure key={i} style={{ margin: '16px 0' }}>
                <Image src={b.src} alt={b.alt} style={{ maxWidth: '100%', border: '1px solid #f0f0f0', borderRadius: 6 }} />
                <figcaption><Typography.Text type="secondary">{b.alt}</Typography.Text></figcaption>
              </figure>
            );
          case 'tip':
            return <Alert key={i} type="info" showIcon title={b.text} style={{ margin: '12px 0' }} />;
          case 'steps':
            return <ol key={i} style={{ paddingLeft: 24, lineHeight: 2 }}>{b.items.map((t, j) => <li key={j}>{t}</li>)}</ol>;
          case 'points':
            return <ul key={i} style={{ paddingLeft: 24, lineHeight: 2 }}>{b.items.map((t, j) => <li key={j}>{t}</li>)}</ul>;
          default:
            return <Typography.Paragraph key={i}>{b.text}</Typography.Paragraph>;
        }
      })}
    </div>
  );
}
