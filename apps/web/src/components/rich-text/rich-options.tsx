import { Flex } from 'antd';
import { RichText } from './rich-text';

/** Choice options of an item: short ones sit several to a row like a printed paper; long ones take a row each. */
export function RichOptions({ options }: { options: readonly { label: string; text: string }[] }) {
  if (options.length === 0) return null;
  const isShort = options.every((o) => o.text.replace(/<[^>]+>/g, '').length <= 18);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: isShort ? 'repeat(auto-fill, minmax(160px, 1fr))' : '1fr', gap: '4px 24px' }}>
      {options.map((o) => (
        <Flex key={o.label} gap={6} align="baseline" style={{ minWidth: 0 }}>
          <span>{o.label}.</span>
          <RichText html={o.text} inline />
        </Flex>
      ))}
    </div>
  );
}
