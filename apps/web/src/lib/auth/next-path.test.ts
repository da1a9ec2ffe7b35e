import { describe, expect, it } from 'vitest';
import { nextPath, signInPathFor } from './next-path';

describe('nextPath', () => {
  it('returns a path of this app', () => {
    expect(nextPath('?next=%2Fsettings%2Fsecurity%3Ftab%3D1')).toBe('/settings/security?tab=1');
  });

  it.each([
    '',
    '?next=',
    '?next=https%3A%2F%2Fevil.example',
    '?next=%2F%2Fevil.example',
    '?next=%2F%5Cevil.example',
  ])('falls back to home for %j', (search) => {
    expect(nextPath(search)).toBe('/');
  });
});

describe('signInPathFor', () => {
  it('remembers the wanted page and keeps the language', () => {
    expect(signInPathFor('/orders/active?lang=de')).toBe(
      '/sign-in?next=%2Forders%2Factive%3Flang%3Dde&lang=de',
    );
    expect(signInPathFor('/')).toBe('/sign-in');
  });
});
