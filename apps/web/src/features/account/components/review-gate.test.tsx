import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { LoadedProfile } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api-client';
import { type FakeRoute, failure, fakeApi, loadedUser, ok } from '../testing/fake-api';
import { renderWithSession } from '../testing/render-with-session';
import { AccountGate } from './account-gate';
import { KybGate } from './kyb-gate';
import { ReviewGate } from './review-gate';

function TradingContent() {
  const probe = useQuery({ queryKey: ['probe'], queryFn: () => api.get('/trading-probe'), retry: false });
  return <p>{probe.isSuccess ? 'trading content' : 'loading trading'}</p>;
}

const routes = [
  {
    path: '/',
    element: <AccountGate />,
    children: [
      { index: true, element: <p>home</p> },
      { path: 'kyb', element: <KybGate>kyb content</KybGate> },
      {
        element: <ReviewGate section="trading" />,
        children: [{ path: 'trading', element: <TradingContent /> }],
      },
    ],
  },
  { path: '/first-steps', element: <p>first steps screen</p> },
];

const withUser = (user: () => LoadedProfile, trading: FakeRoute = () => ok({ rows: [] })) =>
  fakeApi({ 'GET /user': () => ok(user()), 'GET /trading-probe': trading });

describe('review gate', () => {
  it('shows trading to an approved account', async () => {
    withUser(() => loadedUser());
    renderWithSession(routes, { path: '/trading' });
    expect(await screen.findByText('trading content')).toBeInTheDocument();
  });

  it('shows the review message instead of the section while the account is pending', async () => {
    const api = withUser(() => loadedUser({ reviewStatus: 'PENDING' }));
    renderWithSession(routes, { path: '/trading' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trading' })).toBeInTheDocument();
    expect(screen.getByText('Your account is getting reviewed')).toBeInTheDocument();
    expect(
      screen.getByText(/^Your account is getting reviewed\. Trading, analytics and orders open/),
    ).toBeInTheDocument();
    expect(screen.queryByText('trading content')).not.toBeInTheDocument();
    expect(api.sent('GET', '/trading-probe')).toHaveLength(0);
  });

  it('says honestly when the account was rejected, in German too', async () => {
    withUser(() => loadedUser({ reviewStatus: 'REJECTED' }));
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('de');
    renderWithSession(routes, { path: '/trading' });
    expect(await screen.findByText('Ihr Konto wurde nicht freigegeben')).toBeInTheDocument();
  });

  it('closes when any call answers 403 ACCOUNT_IN_REVIEW', async () => {
    let status: LoadedProfile['reviewStatus'] = 'APPROVED';
    withUser(
      () => loadedUser({ reviewStatus: status }),
      () => {
        status = 'PENDING'; // the operator took the approval back meanwhile
        return failure(403, 'ACCOUNT_IN_REVIEW', 'Your account is getting reviewed.');
      },
    );
    renderWithSession(routes, { path: '/trading' });
    expect(await screen.findByText('Your account is getting reviewed')).toBeInTheDocument();
  });

  it('keeps KYB closed until trading approval', async () => {
    withUser(() => loadedUser({ reviewStatus: 'PENDING' }));
    renderWithSession(routes, { path: '/kyb' });
    expect(
      await screen.findByText(
        'The verification of your company (KYB) becomes available once your account is approved for trading.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('kyb content')).not.toBeInTheDocument();
  });

  it('opens KYB once approved', async () => {
    withUser(() => loadedUser());
    renderWithSession(routes, { path: '/kyb' });
    expect(await screen.findByText('kyb content')).toBeInTheDocument();
  });
});

describe('account gate', () => {
  it('sends a user with unfinished first steps there, keeping the language query', async () => {
    withUser(() => loadedUser({ onboarding: { completed: ['profile'] } }));
    const { router } = renderWithSession(routes, { path: '/?lang=de' });
    expect(await screen.findByText('first steps screen')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/first-steps?lang=de');
  });

  it('lets finished users and admins in', async () => {
    withUser(() => loadedUser());
    renderWithSession(routes, { path: '/' });
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it('leaves signed-out visitors to the session guard', async () => {
    withUser(() => loadedUser());
    renderWithSession(routes, { path: '/', claims: null });
    await waitFor(() => expect(screen.getByText('home')).toBeInTheDocument());
  });
});
