import { Flex, Typography, theme } from 'antd';
import type { TTeachingMaterial } from '@zuoyeben/shared';

interface GuidanceCoverProps {
  material: Pick<TTeachingMaterial, 'name' | 'coverImage' | 'gradeName' | 'subject'>;
  width: number;
}

/** A book's cover image; a book without one gets a drawn cover with its subject and grade. */
export function GuidanceCover({ material, width }: GuidanceCoverProps) {
  const { token } = theme.useToken();
  const height = Math.round(width * 1.36);
  if (material.coverImage) {
    return <img src={material.coverImage} alt={`${material.name}封面`} width={width} height={height}
      style={{ objectFit: 'cover', borderRadius: token.borderRadius, flex: 'none', boxShadow: token.boxShadowTertiary }} />;
  }
  return (
    <Flex
      vertical
      justify="space-between"
      role="img"
      aria-label={`${material.name}封面`}
      style={{
        width,
        height,
        flex: 'none',
        padding: Math.round(width / 10),
        borderRadius: token.borderRadius,
        color: '#fff',
        background: `linear-gradient(160deg, ${token.colorPrimary} 0%, ${token.colorPrimaryActive} 100%)`,
        boxShadow: token.boxShadowTertiary,
        overflow: 'hidden',
      }}
    >
      <span style={{ fontSize: Math.max(9, Math.round(width / 9)), opacity: 0.8 }}>同步教辅</span>
      <Flex vertical align="center" gap={2}>
        <span style={{ fontSize: Math.round(width / 3.6), fontWeight: 700, letterSpacing: 2 }}>{material.subject}</span>
        <span style={{ fontSize: Math.max(10, Math.round(width / 7.5)) }}>{material.gradeName}</span>
      </Flex>
      <span style={{ height: 2, background: 'rgba(255,255,255,0.6)', borderRadius: 1 }} />
    </Flex>
  );
}

/** A book's 年级, 科目 and 出版社 lines (picker cards and the book's left panel). */
export function MaterialFacts({ material }: { material: Pick<TTeachingMaterial, 'gradeName' | 'subject' | 'textBookPressName'> }) {
  return (
    <>
      <Typography.Text type="secondary">年级：{material.gradeName}</Typography.Text>
      <Typography.Text type="secondary">科目：{material.subject}</Typography.Text>
      <Typography.Text type="secondary" ellipsis={{ tooltip: material.textBookPressName }}>出版社：{material.textBookPressName}</Typography.Text>
    </>
  );
}
