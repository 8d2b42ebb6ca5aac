import type { ReactNode } from 'react';
import { Card, Empty, Flex, Result, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';

/** A titled part of 答卷分析: its chart and table once loaded, the error's message, or 暂无数据 when it has no rows. */
export function Section<T>({ title, query, isEmpty, children }: {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card size="small" title={title}>
      {query.isError ? (
        <Result status="warning" title={query.error.message} />
      ) : query.data === undefined ? (
        <Spin><div style={{ height: 120 }} /></Spin>
      ) : isEmpty(query.data) ? (
        <Empty description="暂无数据" />
      ) : (
        <Flex vertical gap="middle">{children(query.data)}</Flex>
      )}
    </Card>
  );
}
