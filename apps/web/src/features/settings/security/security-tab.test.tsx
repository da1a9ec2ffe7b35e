import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import type { AuthDevice } from '../../../lib/auth/auth-types';
import { cognitoError, createFakeAuthClient, MEMBER } from '../../../lib/auth/testing/fake-auth-client';
import { bodiesSentTo } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

function renderSecurity(auth = createFakeAuthClient()) {
  return renderApp('/settings/security', routes, auth);
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).closest(
    'section',
  ) as HTMLElement;

describe('Settings → Security', { timeout: 15_000 }, () => {
  it("changes the password, and says 'Incorrect password.' for a wrong current one", async () => {
    const { user, auth } = renderSecurity();
    const block = await section('Password');
    auth.updatePassword.mockRejectedValueOnce(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
    );
    await user.type(within(block).getByLabelText(/^Current password/), 'Wrong-pass1');
    await user.type(within(block).getByLabelText(/^New password/), 'Better-pass1');
    await user.type(within(block).getByLabelText(/^Repeat new password/), 'Better-pass1');
    await user.click(within(block).getByRole('button', { name: 'Change password' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(within(block).getByLabelText(/^New password/)).toHaveValue('Better-pass1');

    auth.updatePassword.mockResolvedValueOnce();
    await user.clear(within(block).getByLabelText(/^Current password/));
    await user.type(within(block).getByLabelText(/^Current password/), 'Right-pass1');
    await user.click(within(block).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    expect(auth.updatePassword).toHaveBeenLastCalledWith('Right-pass1', 'Better-pass1');
    expect(within(block).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('changes the email with the code mailed to the new address', async () => {
    const auth = createFakeAuthClient();
    const { user } = renderSecurity(auth);
    const block = await section('Email address');
    expect(within(block).getByText('You sign in with ada@example.com.')).toBeInTheDocument();
    auth.updateEmail.mockResolvedValue({ codeRequired: true, destination: 'a***@n***.com' });
    await user.type(
      within(block).getByRole('textbox', { name: /^New email address/ }),
      'ada@new.example.com',
    );
    await user.click(within(block).getByRole('button', { name: 'Change email' }));
    expect(await within(block).findByText(/We sent a code to a\*\*\*@n\*\*\*\.com/)).toBeInTheDocument();

    auth.resendEmailCode.mockRejectedValueOnce(cognitoError('LimitExceededException'));
    await user.click(within(block).getByRole('button', { name: 'Send a new code' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'Something went wrong trying to resend your code',
    );

    auth.confirmEmail.mockImplementation(async () => {
      auth.session = { ...MEMBER, email: 'ada@new.example.com' };
    });
    await user.type(within(block).getByRole('textbox', { name: /^Verification code/ }), '135790');
    await user.click(within(block).getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Your email address is now ada@new.example.com.')).toBeInTheDocument();
    expect(auth.updateEmail).toHaveBeenCalledWith('ada@new.example.com');
    expect(auth.confirmEmail).toHaveBeenCalledWith('135790');
    expect(await within(block).findByText('You sign in with ada@new.example.com.')).toBeInTheDocument();
    // The profile takes the verified address too.
    expect(bodiesSentTo(vi.mocked(fetch), '/api/user/email')).toEqual([{ email: 'ada@new.example.com' }]);
  });

  it('refuses an email that belongs to another account', async () => {
    const auth = createFakeAuthClient();
    const { user } = renderSecurity(auth);
    const block = await section('Email address');
    auth.updateEmail.mockRejectedValue(cognitoError('AliasExistsException'));
    await user.type(within(block).getByRole('textbox', { name: /^New email address/ }), 'taken@example.com');
    await user.click(within(block).getByRole('button', { name: 'Change email' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent('User with this email already exists');
  });

  it('sets up an authenticator app: QR code, secret, first code', async () => {
    const auth = createFakeAuthClient();
    auth.setUpTotp.mockResolvedValue({
      secret: 'KRUGS4ZANFZSAYJA',
      uri: 'otpauth://totp/Tranche:ada@example.com?secret=KRUGS4ZANFZSAYJA&issuer=Tranche',
    });
    const { user } = renderSecurity(auth);
    const block = await section('Two-step verification');
    expect(await within(block).findByText('Off')).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Set up authenticator app' }));
    expect(
      await within(block).findByRole('img', { name: 'QR code to add Tranche to an authenticator app' }),
    ).toBeInTheDocument();
    expect(within(block).getByText('KRUGS4ZANFZSAYJA')).toBeInTheDocument();
    expect(auth.setUpTotp).toHaveBeenCalledWith('ada@example.com');

    auth.enableTotp.mockRejectedValueOnce(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch'));
    await user.type(within(block).getByRole('textbox', { name: /^Verification code/ }), '111111');
    await user.click(within(block).getByRole('button', { name: 'Verify and finish' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent('The code does not match.');

    auth.enableTotp.mockResolvedValueOnce();
    auth.totpEnabled.mockResolvedValue(true);
    await user.click(within(block).getByRole('button', { name: 'Verify and finish' }));
    expect(await screen.findByText('Two-step verification is on.')).toBeInTheDocument();
    expect(await within(block).findByText('On')).toBeInTheDocument();
  });

  it('turns two-step verification off only after a confirmation', async () => {
    const auth = createFakeAuthClient();
    auth.totpEnabled.mockResolvedValue(true);
    auth.disableTotp.mockImplementation(async () => {
      auth.totpEnabled.mockResolvedValue(false);
    });
    const { user } = renderSecurity(auth);
    const block = await section('Two-step verification');
    await user.click(await within(block).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(auth.disableTotp).not.toHaveBeenCalled();

    await user.click(within(block).getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(auth.disableTotp).toHaveBeenCalledTimes(1);
  });

  it('lists devices, remembers this one and forgets one after a confirmation', async () => {
    const laptop: AuthDevice = {
      id: 'local_1',
      name: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      lastAuthenticatedAt: new Date('2026-03-01T09:30:00Z'),
      remembered: false,
      current: true,
    };
    const phone: AuthDevice = {
      id: 'local_2',
      name: null,
      lastAuthenticatedAt: null,
      remembered: true,
      current: false,
    };
    const auth = createFakeAuthClient();
    auth.devices.mockResolvedValue([laptop, phone]);
    auth.rememberDevice.mockResolvedValue();
    auth.forgetDevice.mockResolvedValue();
    const { user } = renderSecurity(auth);
    const block = await section('Devices');
    expect(await within(block).findByText('Chrome · Linux')).toBeInTheDocument();
    expect(within(block).getByText('This device')).toBeInTheDocument();
    expect(within(block).getByText('Unknown device')).toBeInTheDocument();
    expect(within(block).getByText('Remembered')).toBeInTheDocument();

    await user.click(within(block).getByRole('button', { name: 'Remember this device' }));
    await waitFor(() => expect(auth.rememberDevice).toHaveBeenCalledTimes(1));

    await user.click(within(block).getByRole('button', { name: 'Forget Unknown device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget this device?' });
    expect(dialog).toHaveTextContent(
      'Unknown device will ask for a verification code again at the next sign-in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Forget' }));
    await waitFor(() => expect(auth.forgetDevice).toHaveBeenCalledWith(phone));
  });

  it('signs out everywhere after a confirmation, landing on the site root', async () => {
    const { user, auth, signedOut } = renderSecurity();
    const block = await section('Sign out everywhere');
    await user.click(within(block).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
    expect(auth.signOut).toHaveBeenCalledWith({ global: true });
  });
});
