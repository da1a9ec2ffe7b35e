import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInStep } from '../../../lib/auth/auth-types';
import { cognitoError, MEMBER } from '../../../lib/auth/testing/fake-auth-client';
import { renderAuth, trackedEvents } from '../testing/render-auth';

/** Signs in from the sign-in screen and lands on whatever step `first` names. */
async function signInTo(first: SignInStep) {
  const view = renderAuth('/sign-in?next=%2Ftrading');
  view.auth.signIn.mockResolvedValue(first);
  await view.user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await view.user.type(screen.getByLabelText(/^Password/), 'Temporary-pass1');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

const done = (view: ReturnType<typeof renderAuth>) => async () => {
  view.auth.session = MEMBER;
  return { step: 'DONE' } as const;
};

describe('sign-in challenges', { timeout: 15_000 }, () => {
  it('requires a new password for a temporary one, then signs in', async () => {
    const view = await signInTo({ step: 'NEW_PASSWORD_REQUIRED' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^New password/), 'Brand-new-pass1');
    await view.user.type(screen.getByLabelText(/^Repeat new password/), 'Brand-new-pass2');
    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(view.auth.confirmSignIn).not.toHaveBeenCalled();

    view.auth.confirmSignIn.mockImplementation(done(view));
    await view.user.clear(screen.getByLabelText(/^Repeat new password/));
    await view.user.type(screen.getByLabelText(/^Repeat new password/), 'Brand-new-pass1');
    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(view.location()).toBe('/trading'));
    expect(view.auth.confirmSignIn).toHaveBeenCalledWith('Brand-new-pass1');
  });

  it('points to the policy checklist when the pool refuses the new password', async () => {
    const view = await signInTo({ step: 'NEW_PASSWORD_REQUIRED' });
    view.auth.confirmSignIn.mockRejectedValue(
      cognitoError(
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have symbol characters',
      ),
    );
    await view.user.type(await screen.findByLabelText(/^New password/), 'Brand-new-pass1');
    await view.user.type(screen.getByLabelText(/^Repeat new password/), 'Brand-new-pass1');
    await view.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password does not meet every point of the list yet.',
    );
  });

  it('asks for the authenticator code and remembers the device when asked to', async () => {
    const view = await signInTo({ step: 'TOTP_CODE' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    view.auth.confirmSignIn.mockRejectedValueOnce(
      cognitoError('CodeMismatchException', 'Invalid code received for user'),
    );
    await view.user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '123 456');
    await view.user.click(screen.getByRole('checkbox', { name: /Remember this device/ }));
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again.',
    );
    expect(view.auth.confirmSignIn).toHaveBeenLastCalledWith('123456');

    view.auth.confirmSignIn.mockImplementation(done(view));
    view.auth.rememberDevice.mockResolvedValue();
    await view.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.location()).toBe('/trading'));
    expect(view.auth.rememberDevice).toHaveBeenCalledTimes(1);
    expect(await trackedEvents()).toEqual(['SIGNED_IN']);
  });

  it('tells where an SMS code went', async () => {
    await signInTo({ step: 'SMS_CODE', destination: '+*******1234' });
    expect(
      await screen.findByText('Enter the code we sent by text message to +*******1234.'),
    ).toBeInTheDocument();
  });

  it('lets the user choose among several MFA kinds', async () => {
    const view = await signInTo({ step: 'MFA_SELECTION', options: ['SMS', 'TOTP'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a verification method' }),
    ).toBeInTheDocument();
    view.auth.confirmSignIn.mockResolvedValue({ step: 'TOTP_CODE' });
    await view.user.click(screen.getByRole('radio', { name: 'Authenticator app' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(view.auth.confirmSignIn).toHaveBeenCalledWith('TOTP');
  });

  it('sets up an authenticator app during sign-in with a QR code and the secret as text', async () => {
    const setup = {
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Tranche:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tranche',
    };
    const view = await signInTo({ step: 'TOTP_SETUP', setup });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code to add Tranche to an authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    view.auth.confirmSignIn.mockImplementation(done(view));
    await view.user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '654321');
    await view.user.click(screen.getByRole('button', { name: 'Verify and finish' }));
    await waitFor(() => expect(view.location()).toBe('/trading'));
    expect(view.auth.confirmSignIn).toHaveBeenCalledWith('654321');
  });

  it('signs in without a password with an emailed code, counting wrong tries', async () => {
    const view = renderAuth('/sign-in');
    view.auth.signInWithEmailCode.mockResolvedValue({
      step: 'CUSTOM_CHALLENGE',
      destination: 'a***@e***.com',
      attemptsLeft: 3,
    });
    await view.user.click(await screen.findByRole('button', { name: 'Email me a sign-in code' }));
    expect(await screen.findByText('Required field Email')).toBeInTheDocument();
    expect(view.auth.signInWithEmailCode).not.toHaveBeenCalled();

    await view.user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    expect(await screen.findByText(/we sent a sign-in code to a\*\*\*@e\*\*\*\.com/)).toBeInTheDocument();
    expect(view.auth.signInWithEmailCode).toHaveBeenCalledWith('ada@example.com');

    view.auth.confirmSignIn.mockResolvedValueOnce({
      step: 'CUSTOM_CHALLENGE',
      destination: 'a***@e***.com',
      attemptsLeft: 2,
    });
    await view.user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect code. 2 attempts left.');
    expect(screen.getByRole('textbox', { name: /^Verification code/ })).toHaveValue('000000');

    view.auth.confirmSignIn.mockImplementation(done(view));
    await view.user.clear(screen.getByRole('textbox', { name: /^Verification code/ }));
    await view.user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '482913');
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(view.auth.confirmSignIn).toHaveBeenLastCalledWith('482913');
  });

  it('sends a challenge screen opened without its challenge back to sign-in', async () => {
    const view = renderAuth('/sign-in/verify');
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeInTheDocument();
    expect(view.location()).toBe('/sign-in');
  });
});
