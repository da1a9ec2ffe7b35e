import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-menu';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Clara Client')).toBe('CC');
    expect(initialsOf('  anna  maria   schmidt ')).toBe('AM');
  });

  it('takes the first two letters of a single word, such as an email address', () => {
    expect(initialsOf('erin@example.com')).toBe('ER');
    expect(initialsOf('Ö')).toBe('Ö');
  });
});
