import type { GlobalToken } from 'antd';
import type { CommentaryLevelKey } from '@zuoyeben/shared';

/** One colour per commentary level (four, five with 未评分), from the theme. */
export function levelColours(token: GlobalToken): Record<CommentaryLevelKey, string> {
  return {
    unscored: token.colorTextQuaternary,
    veryPoor: token.colorError,
    poor: token.colorWarning,
    average: token.colorInfo,
    good: token.colorSuccess,
  };
}
