import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusNotice } from './status-notice';

/** Shown when a page fails to render or its code fails to load (e.g. after a redeploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <StatusNotice
      status="error"
      title="页面加载失败"
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}
