import { useState } from 'react';
import { App, Button, Empty, Flex, Image, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { HomeworkMessages, type TMarkItem } from '@zuoyeben/shared';

/**
 * One answer photo at a time, large, with 上一张 / 下一张 (spec 01 §8 'already the first / last'); tapping the photo
 * opens antd's preview, which zooms and rotates. Text answers are shown above the photos.
 */
export function AnswerViewer({ item }: { item: TMarkItem }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [index, setIndex] = useState(0);
  const image = item.images[index];
  const go = (step: -1 | 1) => {
    const target = index + step;
    if (target < 0) return void message.info(HomeworkMessages.firstImage);
    if (target >= item.images.length) return void message.info(HomeworkMessages.lastImage);
    setIndex(target);
  };

  return (
    <Flex vertical gap={token.marginSM}>
      {item.answer && (
        <Typography.Paragraph style={{ fontSize: token.fontSizeLG, margin: 0 }}>
          文字作答：<Typography.Text strong>{item.answer}</Typography.Text>
        </Typography.Paragraph>
      )}
      {image ? (
        <>
          <Flex justify="center" style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, minHeight: 360 }}>
            <Image key={image.fileKey} src={image.filePath} alt={`答案图片 ${index + 1}/${item.images.length}`} style={{ maxHeight: '60vh', objectFit: 'contain' }} />
          </Flex>
          {item.images.length > 1 && (
            <Flex justify="center" align="center" gap={token.marginSM}>
              <Button icon={<LeftOutlined />} onClick={() => go(-1)}>上一张</Button>
              <Typography.Text>{index + 1} / {item.images.length}</Typography.Text>
              <Button icon={<RightOutlined />} iconPlacement="end" onClick={() => go(1)}>下一张</Button>
            </Flex>
          )}
        </>
      ) : (
        !item.answer && <Empty description="纸质作答或未上传图片，请对照答题卡评分" />
      )}
    </Flex>
  );
}
