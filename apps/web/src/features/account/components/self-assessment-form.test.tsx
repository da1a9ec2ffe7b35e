import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company } from '../api/company.api';
import { fakeApi, loadedUser, ok, savedCompany, userRoutes } from '../testing/fake-api';
import { renderWithSession } from '../testing/render-with-session';
import { SelfAssessmentForm } from './self-assessment-form';

const render = (company: Company) =>
  renderWithSession([{ path: '/', element: <SelfAssessmentForm company={company} currency="EUR" /> }]);

describe('self-assessment form', () => {
  it('names the supported financing countries', async () => {
    fakeApi(userRoutes(loadedUser()).routes);
    render(savedCompany());
    const list = (await screen.findByText('We finance companies in these countries:')).nextElementSibling;
    expect(list?.textContent).toBe('GermanyUnited KingdomPolandCzech RepublicEstonia');
  });

  it('sends money ×100, empty as null and a debt of 0 as 0, then shows the warnings translated', async () => {
    const api = fakeApi({
      ...userRoutes(loadedUser()).routes,
      'PATCH /client/self-assesment': () =>
        ok({ company: savedCompany(), warnings: ['MRR_BELOW_MINIMUM', 'RUNWAY_BELOW_MINIMUM'] }),
    });
    const { user } = render(savedCompany());
    await user.type(await screen.findByRole('textbox', { name: /company mrr/i }), '8.000,25');
    await user.type(screen.getByRole('textbox', { name: /runway in months/i }), '3');
    await user.type(screen.getByRole('textbox', { name: /debts and loans/i }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.sent('PATCH', '/client/self-assesment')).toHaveLength(1));
    expect(api.sent('PATCH', '/client/self-assesment')[0]!.body).toEqual({
      company_mrr: 800_025,
      requested_funding_amount: null,
      estimated_runway: 3,
      debt_loans: 0,
    });
    expect(await screen.findByText('Your MRR is below the minimum we usually finance.')).toBeInTheDocument();
    expect(
      screen.getByText('Your runway is shorter than the minimum we usually finance.'),
    ).toBeInTheDocument();
  });

  it('refuses what is not a positive number before sending', async () => {
    const api = fakeApi(userRoutes(loadedUser()).routes);
    const { user } = render(savedCompany());
    await user.type(await screen.findByRole('textbox', { name: /requested funding/i }), 'a lot');
    await user.type(screen.getByRole('textbox', { name: /debts and loans/i }), '-100');
    await user.type(screen.getByRole('textbox', { name: /runway in months/i }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a number!')).toBeInTheDocument();
    expect(screen.getByText('Must enter positive number!')).toBeInTheDocument();
    expect(screen.getByText('Must be a whole number.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/client/self-assesment')).toHaveLength(0);
  });

  it('starts from the saved figures', async () => {
    fakeApi(userRoutes(loadedUser()).routes);
    render(
      savedCompany({
        selfAssessment: {
          company_mrr: 1_500_000,
          requested_funding_amount: 20_000_000,
          estimated_runway: 18,
          debt_loans: 0,
          currency: 'EUR',
        },
      }),
    );
    expect(await screen.findByRole('textbox', { name: /company mrr/i })).toHaveValue('15000.00');
    expect(screen.getByRole('textbox', { name: /debts and loans/i })).toHaveValue('0.00');
    expect(screen.getByRole('textbox', { name: /runway in months/i })).toHaveValue('18');
  });
});
