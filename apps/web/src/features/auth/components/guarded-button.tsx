import { Button, type ButtonProps } from 'antd';
import { useGuardedClick } from '../hooks/use-guarded-click';

/** A button whose click is blocked, with a tip dialog, while the school's service is not usable. */
export function GuardedButton({ onClick, ...rest }: ButtonProps) {
  const { guard } = useGuardedClick();
  return <Button {...rest} onClick={guard(onClick)} />;
}
