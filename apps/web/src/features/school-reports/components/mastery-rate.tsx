import { Typography } from 'antd';
import { formatPercent, LOW_MASTERY_RATE } from '@zuoyeben/shared';

/** A score rate, in the error colour when below the 60 % mastery line. */
export function MasteryRate({ rate }: { rate: number | null }) {
  const weak = rate !== null && rate < LOW_MASTERY_RATE * 100;
  return weak ? <Typography.Text type="danger" strong>{formatPercent(rate)}</Typography.Text> : <>{formatPercent(rate)}</>;
}
