import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../../../lib/auth/testing/fake-auth-client';
import type { Company } from '../../account';
import { failure, fakeApi, loadedUser, ok, savedCompany, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { firstStepsRoute } from '../routes/first-steps.route';

const NEW_USER = loadedUser({
  firstName: null,
  lastName: null,
  full_name: '',
  country: null,
  representative: null,
  company_name: null,
  id_client: null,
  kind: null,
  reviewStatus: null,
  onboarding: { completed: [] },
  client: undefined,
});

/** The API of a fresh account: the profile as PATCH /user leaves it, the company once created. */
function newAccountApi(start = NEW_USER, { warnings = ['MRR_BELOW_MINIMUM'] } = {}) {
  const profile = userRoutes(start);
  let company: Company | null = null;
  const api = fakeApi({
    ...profile.routes,
    'GET /user': () =>
      ok({ ...profile.user(), ...(company ? { kind: company.kind, reviewStatus: 'PENDING' } : {}) }),
    'POST /client': ({ body }) => {
      company = savedCompany(body as Partial<Company>);
      return ok(company, 201);
    },
    'GET /client': () =>
      company ? ok(company) : failure(403, 'NO_ACCOUNT', 'Create your company profile first.'),
    'PATCH /client/self-assesment': () => ok({ company, warnings }),
    'POST /user': ({ body }) =>
      ok(
        {
          id: 'rep',
          status: 'ACTIVE',
          createdAt: '2026-01-01T00:00:00Z',
          invitedBy: start.id,
          ...(body as object),
        },
        201,
      ),
  });
  return api;
}

const routes = [firstStepsRoute, { path: '/', element: <p>home screen</p> }];

describe('first steps', () => {
  it('walks a new client through profile, company, self-assessment and the representative question', async () => {
    const api = newAccountApi();
    const { user, router } = renderWithSession(routes, { path: '/first-steps' });

    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your profile' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(api.sent('PATCH', '/user')[0]?.body).toMatchObject({
        firstName: 'Ada',
        onboardingStep: 'profile',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Company' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Analytical Engines GmbH');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(api.sent('POST', '/client')).toHaveLength(1));

    expect(await screen.findByRole('heading', { name: 'Step 3 of 4: Self-assessment' })).toBeInTheDocument();
    expect(
      api
        .sent('PATCH', '/user')
        .map((request) => (request.body as { onboardingStep?: string }).onboardingStep),
    ).toEqual(['profile', 'company']);
    await user.type(screen.getByRole('textbox', { name: /company mrr/i }), '2500');
    await user.type(screen.getByRole('textbox', { name: /runway/i }), '12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Your MRR is below the minimum we usually finance.')).toBeInTheDocument();
    expect(api.sent('PATCH', '/client/self-assesment')[0]!.body).toEqual({
      company_mrr: 250_000,
      requested_funding_amount: null,
      estimated_runway: 12,
      debt_loans: null,
    });
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));

    expect(
      await screen.findByRole('heading', { name: 'Step 4 of 4: Legal representative' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Charles');
    await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Babbage');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'charles@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite and continue' }));

    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.sent('POST', '/user')[0]!.body).toEqual({
      email: 'charles@example.com',
      firstName: 'Charles',
      lastName: 'Babbage',
    });
    expect(api.sent('PATCH', '/user').at(-1)!.body).toEqual({
      representative: false,
      onboardingStep: 'representative',
    });
  }, 30_000);

  it('resumes at the first step the server has not recorded', async () => {
    newAccountApi(
      loadedUser({ kind: 'CLIENT', onboarding: { completed: ['profile', 'company', 'self-assessment'] } }),
    );
    const { user } = renderWithSession(routes, { path: '/first-steps' });
    expect(
      await screen.findByRole('heading', { name: 'Step 4 of 4: Legal representative' }),
    ).toBeInTheDocument();

    // A finished step can be opened again from the stepper.
    await user.click(screen.getByRole('button', { name: /Your profile/ }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 4: Your profile' })).toBeInTheDocument();
  });

  it('asks for the account kind when the token has none, and shows investor fields after choosing investor', async () => {
    newAccountApi();
    const { user, auth } = renderWithSession(routes, {
      path: '/first-steps',
      claims: { ...MEMBER, kind: null },
    });
    auth.setAccountKind.mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Account type' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose how you will use Tranche.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /As an investor/ }));
    // The user pool keeps the choice (the API creates no company before); a failure stays on the step.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your choice could not be saved. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Your profile' })).toBeInTheDocument();
    expect(auth.setAccountKind).toHaveBeenLastCalledWith('investor');
    expect(screen.getByRole('combobox', { name: 'Investor type' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('tranche.firstSteps.kind')).toBe('INVESTOR');
  });

  it('asks a representative who answers yes nothing more', async () => {
    const api = newAccountApi(
      loadedUser({
        kind: 'CLIENT',
        representative: null,
        onboarding: { completed: ['profile', 'company', 'self-assessment'] },
      }),
    );
    const { user } = renderWithSession(routes, { path: '/first-steps' });
    const step = await screen.findByRole('heading', { name: 'Step 4 of 4: Legal representative' });
    await user.click(within(step.parentElement!).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please answer yes or no.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(api.sent('PATCH', '/user').at(-1)!.body).toEqual({
      representative: true,
      onboardingStep: 'representative',
    });
  });
});
