import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { ApiMessages } from '@zuoyeben/shared';
import { HOME_PATH } from '@/config/paths';

/** /500: where a page can send the user after an unrecoverable server error. */
export function ServerErrorRoute() {
  const navigate = useNavigate();
  return (
    <Result
      status="500"
      title="500"
      subTitle={ApiMessages.serverError}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}
