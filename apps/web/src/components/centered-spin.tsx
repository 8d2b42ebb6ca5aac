import { Flex, Spin } from 'antd';

/** A spinner in the middle of the available space, for pages and guards that are still loading. */
export function CenteredSpin({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 320 }}>
      <Spin size="large" />
    </Flex>
  );
}
