import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, loadedUser, ok, savedCompany, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { BankConnectCard } from './bank-connect-card';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Connect a bank', () => {
  it("keeps the country field closed until the company's own country is known, then offers it", async () => {
    let answerCompany: () => void = () => undefined;
    const companyLoaded = new Promise<void>((resolve) => {
      answerCompany = resolve;
    });
    fakeApi({
      ...userRoutes(loadedUser()).routes,
      'GET /client': async () => {
        await companyLoaded;
        return ok(savedCompany({ country: 'DE' }));
      },
      'GET /nordigen/banks/DE': () => ok([]),
    });
    renderWithSession([{ path: '/', element: <BankConnectCard /> }], { path: '/' });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    // Typing now would be overwritten when the company's country arrives.
    expect(country).toBeDisabled();
    answerCompany();
    await waitFor(() => expect(country).toHaveValue('Germany'));
    expect(country).toBeEnabled();
  });
});
