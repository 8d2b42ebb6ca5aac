import { App, Button, Space } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { workLinks } from '../../lib/work-links';

/**
 * 资源库 on 作业详情: opens the homework as a read-only resource of the school (作业详情（资源库）, no header) or copies
 * its link to send to a colleague. Teachers of the homework's classes open it always; any other teacher of the school
 * only when 允许他人查看 is on, which the copy message says.
 */
export function ResourceLinkButton({ workGuid, shared }: { workGuid: string; shared: boolean }) {
  const { message } = App.useApp();
  const href = workLinks.resource(workGuid);
  const copy = async () => {
    const url = new URL(href, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      void message.success(shared ? '已复制资源库链接，本校老师均可打开查看' : '已复制资源库链接；本作业未开启“允许他人查看”，只有本作业班级的老师能打开');
    } catch {
      void message.info(`资源库链接：${url}`);
    }
  };
  return (
    <Space.Compact>
      <Button icon={<ShareAltOutlined />} href={href} target="_blank" rel="noopener">资源库查看</Button>
      <Button onClick={() => void copy()}>复制链接</Button>
    </Space.Compact>
  );
}
