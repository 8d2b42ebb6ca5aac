import { Button, Flex, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** Said under every planned page's description. */
export const PLANNED_NOTE = '这项功能正在建设中，暂时还不能使用。';

export interface PlannedPageProps {
  /** Chinese title of the page. */
  title: string;
  /** What the page will do, in a teacher's words. */
  description: string;
  /** 返回 / 回到首页 under the notice; off where the notice fills a tab of a working page. */
  wayBack?: boolean;
}

/** Stands in for a screen a later version builds, so its route never renders blank and the teacher can go back. */
export function PlannedPage({ title, description, wayBack = true }: PlannedPageProps) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={
        <Flex vertical gap={4} align="center">
          <span>{description}</span>
          <span>{PLANNED_NOTE}</span>
        </Flex>
      }
      extra={wayBack ? <WayBack /> : undefined}
    />
  );
}

function WayBack() {
  const navigate = useNavigate();
  // 'default' is the key of the first page of the tab: there is nothing to go back to.
  const canGoBack = useLocation().key !== 'default';
  return (
    <Flex gap={8} justify="center">
      {canGoBack && <Button onClick={() => void navigate(-1)}>返回</Button>}
      <Button type="primary" onClick={() => void navigate(paths.jobManager.job.path)}>
        回到首页
      </Button>
    </Flex>
  );
}
