import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, loadedUser, ok } from '../../features/account/testing/fake-api';
import { renderWithSession } from '../../features/account/testing/render-with-session';
import { UnpaidPaymentsBanner } from './unpaid-payments-banner';

const COUNT = 'GET /client/asset-payments/count';
const routes = [
  {
    path: '/',
    element: (
      <>
        <UnpaidPaymentsBanner />
        <p>screen</p>
      </>
    ),
  },
];

describe('unpaid due payments banner', () => {
  it('tells an approved client with overdue instalments, in the spec’s words', async () => {
    const api = fakeApi({ 'GET /user': () => ok(loadedUser()), [COUNT]: () => ok({ count: 2 }) });
    renderWithSession(routes);
    expect(await screen.findByText('You have unpaid due payments')).toBeInTheDocument();
    expect(api.sent('GET', '/client/asset-payments/count?where[overdue]=true')).toHaveLength(1);
  });

  it('stays away when the count fails (read as 0)', async () => {
    fakeApi({ 'GET /user': () => ok(loadedUser()), [COUNT]: () => failure(500, 'INTERNAL', 'boom') });
    renderWithSession(routes);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You have unpaid due payments')).not.toBeInTheDocument();
  });

  it('asks nothing for an investor', async () => {
    const api = fakeApi({
      'GET /user': () => ok(loadedUser({ kind: 'INVESTOR', profile: 'investor' })),
      [COUNT]: () => ok({ count: 2 }),
    });
    renderWithSession(routes);
    expect(await screen.findByText('screen')).toBeInTheDocument();
    expect(api.sent('GET', '/client/asset-payments/count?where[overdue]=true')).toHaveLength(0);
  });
});
