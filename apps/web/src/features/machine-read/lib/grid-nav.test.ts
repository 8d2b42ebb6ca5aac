import { describe, expect, it } from 'vitest';
import { nextCell } from './grid-nav';

const size = { rows: 3, cols: 4 };

describe('nextCell', () => {
  it.each([
    ['ArrowRight', { row: 1, col: 1 }, { row: 1, col: 2 }],
    ['ArrowLeft', { row: 1, col: 1 }, { row: 1, col: 0 }],
    ['ArrowDown', { row: 1, col: 1 }, { row: 2, col: 1 }],
    ['Enter', { row: 0, col: 3 }, { row: 1, col: 3 }],
    ['ArrowUp', { row: 1, col: 1 }, { row: 0, col: 1 }],
  ])('moves %s from %j to %j', (key, from, to) => {
    expect(nextCell(key, from, size)).toEqual(to);
  });

  it('stays put at the edges and ignores other keys', () => {
    expect(nextCell('ArrowUp', { row: 0, col: 0 }, size)).toBeNull();
    expect(nextCell('Enter', { row: 2, col: 0 }, size)).toBeNull();
    expect(nextCell('ArrowRight', { row: 0, col: 3 }, size)).toBeNull();
    expect(nextCell('a', { row: 0, col: 0 }, size)).toBeNull();
  });
});
