import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cognitoError } from '../../../lib/auth/testing/fake-auth-client';
import { renderAuth } from '../testing/render-auth';

describe('forgot and reset password', { timeout: 15_000 }, () => {
  it('mails a code, then sets the new password with it and returns to sign-in', async () => {
    const view = renderAuth('/forgot-password?email=ada%40example.com');
    view.auth.resetPassword.mockResolvedValue({ destination: 'a***@e***.com' });
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter the code we sent to a***@e***.com and choose a new password.'),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/reset-password?email=ada%40example.com');

    view.auth.confirmResetPassword.mockResolvedValue();
    await view.user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '246810');
    await view.user.type(screen.getByLabelText(/^New password/), 'Another-pass1');
    await view.user.type(screen.getByLabelText(/^Repeat new password/), 'Another-pass1');
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password was changed. Please sign in with your new password.'),
    ).toBeInTheDocument();
    expect(view.auth.confirmResetPassword).toHaveBeenCalledWith('ada@example.com', '246810', 'Another-pass1');
    expect(view.location()).toBe('/sign-in?email=ada%40example.com');
  });

  it('shows an expired code and keeps every field', async () => {
    const view = renderAuth('/reset-password?email=ada%40example.com');
    view.auth.confirmResetPassword.mockRejectedValue(cognitoError('ExpiredCodeException'));
    await view.user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '246810');
    await view.user.type(screen.getByLabelText(/^New password/), 'Another-pass1');
    await view.user.type(screen.getByLabelText(/^Repeat new password/), 'Another-pass1');
    await view.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid code provided, please request a code again.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Another-pass1');
    expect(screen.getByRole('textbox', { name: /^Verification code/ })).toHaveValue('246810');
  });

  it('shows throttling in the words of the spec', async () => {
    const view = renderAuth('/forgot-password');
    view.auth.resetPassword.mockRejectedValue(cognitoError('TooManyRequestsException', 'Rate exceeded'));
    await view.user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please wait for a moment!',
    );
  });
});
