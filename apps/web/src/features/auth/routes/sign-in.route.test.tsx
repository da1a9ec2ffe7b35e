import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cognitoError, createFakeAuthClient, MEMBER } from '../../../lib/auth/testing/fake-auth-client';
import { renderAuth, trackedEvents } from '../testing/render-auth';

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Password/);

describe('sign-in', { timeout: 15_000 }, () => {
  it('names each missing field and sends nothing', async () => {
    const { user, auth } = renderAuth('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Required field Email')).toBeInTheDocument();
    expect(screen.getByText('Required field Password')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('signs in, tracks SIGNED_IN and goes where the visitor wanted to go', async () => {
    const { user, auth, location } = renderAuth('/orders/active');
    await waitFor(() => expect(location()).toBe('/sign-in?next=%2Forders%2Factive'));
    auth.signIn.mockImplementation(async () => {
      auth.session = MEMBER;
      return { step: 'DONE' };
    });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), ' ada@example.com ');
    await user.type(password(), 'Correct-horse1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/orders/active'));
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'Correct-horse1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await trackedEvents()).toEqual(['SIGNED_IN']);
  });

  it('shows a wrong password as a specific message and keeps what was typed', async () => {
    const { user, auth } = renderAuth('/sign-in');
    auth.signIn.mockRejectedValue(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(email()).toHaveValue('ada@example.com');
    expect(password()).toHaveValue('wrong');
  });

  it("refuses while a session exists with 'There is already a signed in user.'", async () => {
    const { user, auth, signedOut } = renderAuth('/sign-in', createFakeAuthClient(MEMBER));
    expect(await screen.findByText('There is already a signed in user.')).toBeInTheDocument();
    expect(screen.getByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Tranche' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signedOut).toHaveBeenCalled());
    expect(auth.signOut).toHaveBeenCalledWith({ global: false });
  });

  it('says the same when the pool finds a session the app did not know of', async () => {
    const { user, auth } = renderAuth('/sign-in');
    auth.signIn.mockRejectedValue(
      cognitoError('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(password(), 'Correct-horse1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is already a signed in user.');
  });

  it("sends an unconfirmed account to the email confirmation with 'Please confirm your email'", async () => {
    const { user, auth, location } = renderAuth('/sign-in');
    auth.signIn.mockResolvedValue({ step: 'CONFIRM_SIGN_UP' });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'new@example.com');
    await user.type(password(), 'Correct-horse1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please confirm your email')).toBeInTheDocument();
    expect(location()).toBe('/confirm-sign-up?email=new%40example.com');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('new@example.com');
  });

  it('starts the reset for an account whose password must be reset', async () => {
    const { user, auth, location } = renderAuth('/sign-in');
    auth.signIn.mockResolvedValue({ step: 'RESET_PASSWORD' });
    auth.resetPassword.mockResolvedValue({ destination: 'a***@e***.com' });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(password(), 'Old-password1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Your password must be reset before you can sign in. We emailed you a code.'),
    ).toBeInTheDocument();
    expect(auth.resetPassword).toHaveBeenCalledWith('ada@example.com');
    expect(location()).toBe('/reset-password?email=ada%40example.com');
  });

  it('says so when the pool asks for a step Tranche does not offer', async () => {
    const { user, auth } = renderAuth('/sign-in');
    auth.signIn.mockResolvedValue({
      step: 'UNSUPPORTED',
      name: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
    });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(password(), 'Correct-horse1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in step (CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION) is not available in Tranche.',
    );
  });

  it('carries the typed email to "Forgot password?"', async () => {
    const { user } = renderAuth('/sign-in');
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?email=ada%40example.com',
    );
  });

  it('is German with ?lang=de', async () => {
    renderAuth('/sign-in?lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmeldecode per E-Mail senden' })).toBeInTheDocument();
  });
});
