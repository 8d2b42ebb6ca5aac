import { Flex, Spin } from 'antd';

/** A spinner in the middle of the available space, for pages and panels that are still loading (the app's start shows BootScreen). */
export function CenteredSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 320 }}>
      <Spin size="large" />
    </Flex>
  );
}
