import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, roleOf, toggle, togglePage } from './selection';

describe('the Trading selection', () => {
  it('adds, removes and moves a subscription between sold and pledged', () => {
    const sold = toggle(EMPTY_SELECTION, 'a', 'sold');
    expect(sold).toEqual({ sold: ['a'], pledged: [] });
    const moved = toggle(sold, 'a', 'pledged');
    expect(moved).toEqual({ sold: [], pledged: ['a'] });
    expect(roleOf(moved, 'a')).toBe('pledged');
    expect(toggle(moved, 'a', 'pledged')).toEqual(EMPTY_SELECTION);
    expect(roleOf(EMPTY_SELECTION, 'a')).toBeNull();
  });

  it('selects a page at once, and clears it when all of it was selected', () => {
    const start = toggle(EMPTY_SELECTION, 'b', 'pledged');
    const page = togglePage(start, ['a', 'b', 'c'], 'sold');
    expect(page).toEqual({ sold: ['a', 'b', 'c'], pledged: [] });
    expect(togglePage(page, ['a', 'b', 'c'], 'sold')).toEqual(EMPTY_SELECTION);
    expect(togglePage(EMPTY_SELECTION, [], 'sold')).toEqual(EMPTY_SELECTION);
  });
});
