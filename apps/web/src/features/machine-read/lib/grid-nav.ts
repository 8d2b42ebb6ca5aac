/** Where the focus moves in the answer grid for a key: arrows move one cell, Enter moves down like a spreadsheet. */
export interface Cell {
  row: number;
  col: number;
}

export function nextCell(key: string, from: Cell, size: { rows: number; cols: number }): Cell | null {
  const move: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const step = move[key];
  if (!step) return null;
  const row = from.row + step[0];
  const col = from.col + step[1];
  if (row < 0 || col < 0 || row >= size.rows || col >= size.cols) return null;
  return { row, col };
}

/** The id of a grid input, so focus can move by row and column. */
export const cellId = (cell: Cell) => `mr-cell-${cell.row}-${cell.col}`;
