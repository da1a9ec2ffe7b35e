import { screen, waitFor, within } from '@testing-library/react';
import type { ApplicantView, VerificationOverview } from '@tranche/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, loadedUser, ok, userRoutes } from '../../account/testing/fake-api';
import { renderWithSession } from '../../account/testing/render-with-session';
import { KycKybTab } from './kyc-kyb-tab';

const applicant = (overrides: Partial<ApplicantView> = {}): ApplicantView => ({
  status: 'PENDING',
  stepsDone: [],
  rejectionLabels: [],
  sourceOfFunds: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The API's sandbox over one person: steps move the applicant on, the second read ends the review. */
function sandboxRoutes(base: Omit<VerificationOverview, 'me'>) {
  let me: ApplicantView | null = null;
  let reviewReads = 0;
  const overview = () => {
    if (me?.status === 'IN_REVIEW' && ++reviewReads > 1)
      me = applicant({ status: 'APPROVED', stepsDone: [], sourceOfFunds: 'Salary' });
    return ok({ ...base, me });
  };
  return {
    'GET /kyc/applicant': overview,
    'GET /kyc/getToken': () => {
      me ??= applicant();
      return ok({ mode: 'sandbox', token: 'sandbox-token', level: 'sandbox-kyc', applicant: me });
    },
    'POST /verification/sandbox/kyc/document': () => {
      me = applicant({ stepsDone: ['document'] });
      return ok(me);
    },
    'POST /verification/sandbox/kyc/liveness': () => {
      me = applicant({ status: 'IN_REVIEW', stepsDone: ['document', 'liveness'] });
      return ok(me);
    },
  };
}

const render = () =>
  renderWithSession([{ path: '/settings/kyc-kyb', element: <KycKybTab /> }], { path: '/settings/kyc-kyb' });

describe('Settings → KYC/KYB', () => {
  it('walks a person through the sandbox: document, liveness, review until verified', async () => {
    const user = loadedUser();
    const api = fakeApi({
      ...userRoutes(user).routes,
      ...sandboxRoutes({
        mode: 'sandbox',
        people: [
          {
            id: user.id,
            full_name: 'Ada Lovelace',
            email: user.email,
            role: 'CEO',
            representative: true,
            kyc_status: '',
            sourceOfFunds: null,
          },
        ],
        company: { available: true, kyb_status: '', applicant: null },
      }),
    });
    const { user: actor } = render();
    const me = await screen.findByRole('region', { name: 'Your identity (KYC)' });
    expect(within(me).getByText('Not started')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Yes');

    await actor.click(within(me).getByRole('button', { name: 'Start verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await actor.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['id'], 'passport.png', { type: 'image/png' }),
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Upload document' }));
    await actor.click(await within(dialog).findByRole('button', { name: "I'm ready" }));
    expect(await within(dialog).findByText('Your documents are being reviewed…')).toBeInTheDocument();
    await waitFor(
      () => expect(within(dialog).getByText('The verification is complete: verified.')).toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(api.sent('POST', '/verification/sandbox/kyc/document')[0]!.body).toEqual({
      fileName: 'passport.png',
      size: 2,
    });
    expect(within(me).getByText('Source of funds (from the verification): Salary')).toBeInTheDocument();
  });

  it("shows an investor their verified identity and source of funds, and no company's KYB", async () => {
    const investor = loadedUser({
      kind: 'INVESTOR',
      id_client: null,
      id_investor: 'i-1',
      kyc_status: 'APPROVED',
    });
    fakeApi({
      ...userRoutes(investor).routes,
      'GET /kyc/applicant': () =>
        ok({
          mode: 'sandbox',
          me: applicant({ status: 'APPROVED', sourceOfFunds: 'Fund capital' }),
          people: [],
          company: null,
        }),
    });
    render();
    const me = await screen.findByRole('region', { name: 'Your identity (KYC)' });
    expect(within(me).getByText('Verified')).toBeInTheDocument();
    expect(within(me).getByText('Source of funds (from the verification): Fund capital')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your company (KYB)' })).not.toBeInTheDocument();
  });
});
