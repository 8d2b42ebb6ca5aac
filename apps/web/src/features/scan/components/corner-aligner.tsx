import { useRef, useState, type MouseEvent } from 'react';
import { Button, Flex, Space, Steps, Typography } from 'antd';
import type { TScanAlignRequest } from '@zuoyeben/shared';
import { pageImageUrl } from '../api/keys';

type Point = TScanAlignRequest['corners'][number];

/** The order the four corner marks are asked for, as the page shows on screen (the server accepts any way up). */
export const CORNER_NAMES = ['左上', '右上', '右下', '左下'] as const;

/**
 * 手动对齐: the page image, on which the teacher clicks the centres of the card's four black corner marks in the order
 * shown (左上, 右上, 右下, 左下). Each click is kept in the image's own pixels and drawn as a numbered dot; 撤销 takes
 * the last one back, 重新点选 clears them, 提交对齐 sends the four.
 */
export function CornerAligner({ pageGuid, pageIndex, submitting, onSubmit }: { pageGuid: string; pageIndex: number; submitting?: boolean; onSubmit: (corners: Point[]) => void }) {
  const image = useRef<HTMLImageElement>(null);
  const [points, setPoints] = useState<Point[]>([]);
  const [shown, setShown] = useState<{ width: number; height: number } | null>(null);
  const next = points.length < 4 ? CORNER_NAMES[points.length] : null;

  const click = (e: MouseEvent<HTMLImageElement>) => {
    const img = image.current;
    if (!img || points.length >= 4 || !img.naturalWidth) return;
    const rect = img.getBoundingClientRect();
    if (!rect.width || !rect.height) return;
    const x = ((e.clientX - rect.left) * img.naturalWidth) / rect.width;
    const y = ((e.clientY - rect.top) * img.naturalHeight) / rect.height;
    setShown({ width: rect.width / img.naturalWidth, height: rect.height / img.naturalHeight });
    setPoints((ps) => [...ps, { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 }]);
  };

  return (
    <Flex vertical gap={12}>
      <Steps
        size="small"
        current={points.length}
        aria-label="对齐步骤"
        items={CORNER_NAMES.map((name) => ({ title: `${name}角` }))}
      />
      <Typography.Text aria-live="polite">
        {next ? `请点选${next}角的黑色定位方块的中心` : '四个角已点选，请提交对齐'}
      </Typography.Text>
      <div style={{ position: 'relative', alignSelf: 'center', lineHeight: 0 }}>
        <img
          ref={image}
          src={pageImageUrl(pageGuid)}
          alt={`第${pageIndex}页（点选四个角对齐）`}
          onClick={click}
          style={{ maxWidth: '100%', maxHeight: '62vh', cursor: next ? 'crosshair' : 'default', border: '1px solid #d9d9d9' }}
        />
        {shown &&
          points.map((p, i) => (
            <span
              key={i}
              aria-label={`已点选${CORNER_NAMES[i]}角`}
              style={{
                position: 'absolute',
                left: p.x * shown.width - 9,
                top: p.y * shown.height - 9,
                width: 18,
                height: 18,
                borderRadius: 9,
                background: 'rgba(22,119,255,0.85)',
                color: '#fff',
                fontSize: 12,
                lineHeight: '18px',
                textAlign: 'center',
                pointerEvents: 'none',
              }}
            >
              {i + 1}
            </span>
          ))}
      </div>
      <Space>
        <Button onClick={() => setPoints((ps) => ps.slice(0, -1))} disabled={points.length === 0}>
          撤销
        </Button>
        <Button onClick={() => setPoints([])} disabled={points.length === 0}>
          重新点选
        </Button>
        <Button type="primary" disabled={points.length < 4} loading={submitting} onClick={() => onSubmit(points)}>
          提交对齐
        </Button>
      </Space>
    </Flex>
  );
}
