import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n';
import { renderApp } from '../test/render-app';

const GERMAN_SECTIONS = [
  'Startseite',
  'Analysen',
  'Handel',
  'Aufträge',
  'Abonnements',
  'Benachrichtigungen',
  'Einstellungen',
];

describe('language', () => {
  it('?lang=DE shows German navigation and remembers the choice', async () => {
    renderApp('/orders/active?lang=DE');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(GERMAN_SECTIONS);
    expect(screen.getByRole('heading', { level: 1, name: 'Aufträge' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Autopilot' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(detectLanguage('')).toBe('de');
  });

  it('the header switch changes the language both ways', async () => {
    const { user } = renderApp('/');
    const english = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(english)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch']);

    await user.selectOptions(english, 'Deutsch');
    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    const german = screen.getByRole('combobox', { name: 'Sprache' });
    expect(german).toHaveValue('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Startseite' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');

    await user.selectOptions(german, 'English');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
