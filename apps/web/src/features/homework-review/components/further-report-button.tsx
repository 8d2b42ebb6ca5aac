import { Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useGoToSite } from '../api/go-to-site';

/** 分析报告: asks GotoSite for the work's report address and opens it in a new window (spec 03 §2.2, §7.1). */
export function FurtherReportButton({ ruCode, workGuid }: { ruCode: string; workGuid: string }) {
  const goToSite = useGoToSite();
  const open = async () => {
    // The window opens at the click, before the answer, so a popup blocker lets it through; it is pointed there after.
    const target = window.open('', '_blank');
    try {
      const { url } = await goToSite.mutateAsync({ ruCode, workGuid });
      if (target) target.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      target?.close();
    }
  };
  return (
    <Button icon={<FileSearchOutlined />} loading={goToSite.isPending} onClick={open}>
      分析报告
    </Button>
  );
}
