import { Button, Tooltip, theme } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { TaskLimits } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useDraggable } from '@/lib/hooks/use-draggable';

const PLACE_KEY = 'zyb.helpButton.place';
const SIZE = 40;

/**
 * The floating 帮助中心 button (spec 02/03 §2.6 recommended practice and view detail): a click opens /help-center; it
 * can be dragged with a mouse or a finger anywhere inside the viewport, and a press that moves more than
 * TaskLimits.dragTolerancePx (2 px) is a drag, not a click. Its place is kept per browser.
 */
export function HelpFloatButton({ initial }: { initial?: { right: number; bottom: number } }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { offset, handlers, isDragClick } = useDraggable(PLACE_KEY, initial ?? { right: token.marginLG, bottom: 300 }, TaskLimits.dragTolerancePx, SIZE);
  return (
    <div className="help-float-button" style={{ position: 'fixed', right: offset.right, bottom: offset.bottom, zIndex: 999 }}>
      <Tooltip title="帮助中心" placement="left">
        <Button
          shape="circle"
          icon={<QuestionCircleOutlined />}
          aria-label="帮助中心"
          {...handlers}
          onClick={() => {
            if (!isDragClick()) void navigate(paths.helpCenter.root.getHref());
          }}
          style={{ width: SIZE, height: SIZE, touchAction: 'none', boxShadow: token.boxShadow }}
        />
      </Tooltip>
    </div>
  );
}
