/** Gap between option columns, px. */
export const OPTION_COLUMN_GAP = 24;

/**
 * How many choice options a row holds, as Chinese papers lay them (issue 9 item 25): all four in one row when the
 * widest fits a quarter of the line, two per row when it fits half, else one per row.
 */
export function optionsPerRow(lineWidth: number, widestOption: number, gap = OPTION_COLUMN_GAP): 4 | 2 | 1 {
  for (const columns of [4, 2] as const) {
    if ((lineWidth - gap * (columns - 1)) / columns >= widestOption) return columns;
  }
  return 1;
}
