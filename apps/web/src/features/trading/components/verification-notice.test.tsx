import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, loadedUser, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { VerificationNotice } from './verification-notice';

const investor = (kyc_status: string) =>
  loadedUser({ kind: 'INVESTOR', id_client: null, id_investor: 'i-1', kyc_status });

const render = () =>
  renderWithSession([{ path: '/trading', element: <VerificationNotice /> }], { path: '/trading' });

describe('the market’s verification notice', () => {
  it('tells an unverified investor why bids wait and links to Settings → KYC/KYB', async () => {
    fakeApi(userRoutes(investor('IN_REVIEW')).routes);
    render();
    expect(await screen.findByText('Verify your identity to bid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings → KYC/KYB' })).toHaveAttribute(
      'href',
      '/settings/kyc-kyb',
    );
  });

  it('says nothing to a verified investor', async () => {
    fakeApi(userRoutes(investor('APPROVED')).routes);
    const { container } = render();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Verify your identity to bid')).not.toBeInTheDocument();
    expect(container.textContent).not.toContain('KYC/KYB');
  });
});
