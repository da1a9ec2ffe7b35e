import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutoSignInTimeoutError } from '../../../lib/auth/auto-sign-in';
import { cognitoError, MEMBER } from '../../../lib/auth/testing/fake-auth-client';
import { i18n } from '../../../lib/i18n';
import { renderAuth, trackedEvents } from '../testing/render-auth';

async function fillSignUp(view: ReturnType<typeof renderAuth>, options: { accept?: boolean } = {}) {
  await view.user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'new@example.com');
  await view.user.type(screen.getByLabelText(/^Password/), 'Correct-horse1!');
  await view.user.click(screen.getByRole('radio', { name: /^Investor/ }));
  if (options.accept ?? true) await view.user.click(screen.getByRole('checkbox'));
  await view.user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up', { timeout: 15_000 }, () => {
  it('requires the account kind and accepting the terms and the privacy notice', async () => {
    const view = renderAuth('/sign-up');
    await view.user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Required field I am signing up as')).toBeInTheDocument();
    expect(screen.getByText('Required field Password')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms of Use and the Privacy Notice')).toBeInTheDocument();
    expect(view.auth.signUp).not.toHaveBeenCalled();
  });

  it('links the terms and the privacy notice to real pages, in a new tab', async () => {
    renderAuth('/sign-up');
    const checkbox = (await screen.findByRole('checkbox')).closest('.mantine-Checkbox-root') as HTMLElement;
    expect(within(checkbox).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(within(checkbox).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("ticks off Cognito's password policy while typing", async () => {
    const view = renderAuth('/sign-up');
    await view.user.type(await screen.findByLabelText(/^Password/), 'abcdefgh');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveTextContent('(done)');
    expect(screen.getByText('An uppercase letter').closest('li')).toHaveTextContent('(missing)');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Your password does not meet every point of the list yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/did not conform/)).not.toBeInTheDocument();
    expect(view.auth.signUp).not.toHaveBeenCalled();
  });

  it("shows the checklist's words, never the identity service's, when the pool refuses the password", async () => {
    const view = renderAuth('/sign-up');
    view.auth.signUp.mockRejectedValue(
      cognitoError(
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have symbol characters',
      ),
    );
    await fillSignUp(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password does not meet every point of the list yet.',
    );
    expect(screen.queryByText(/did not conform/)).not.toBeInTheDocument();
  });

  it('says so in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    try {
      const view = renderAuth('/sign-up');
      await view.user.type(await screen.findByLabelText(/^Passwort/, { selector: 'input' }), 'abcdefgh');
      await view.user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
      expect(
        await screen.findByText('Ihr Passwort erfüllt noch nicht alle Punkte der Liste.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Einen Großbuchstaben').closest('li')).toHaveTextContent('(fehlt)');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('signs up with the kind and language, tracks SIGNED_UP and asks for the emailed code', async () => {
    const view = renderAuth('/sign-up');
    view.auth.signUp.mockResolvedValue({ step: 'CONFIRM_SIGN_UP', destination: 'n***@e***.com' });
    await fillSignUp(view);
    expect(await screen.findByText(/We sent a 6-digit code to n\*\*\*@e\*\*\*\.com/)).toBeInTheDocument();
    expect(view.location()).toBe('/confirm-sign-up?email=new%40example.com');
    expect(view.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'Correct-horse1!',
      kind: 'investor',
      language: 'en',
    });
    expect(await trackedEvents()).toEqual(['SIGNED_UP']);
  });

  it("says 'User with this email already exists' and keeps the form", async () => {
    const view = renderAuth('/sign-up');
    view.auth.signUp.mockRejectedValue(
      cognitoError('UsernameExistsException', 'An account with the given email already exists.'),
    );
    await fillSignUp(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('User with this email already exists');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('new@example.com');
    expect(screen.getByRole('radio', { name: /^Investor/ })).toBeChecked();
  });

  it('says "Can\'t signup user" when the pool fails otherwise', async () => {
    const view = renderAuth('/sign-up');
    view.auth.signUp.mockRejectedValue(cognitoError('InternalErrorException', 'Internal error'));
    await fillSignUp(view);
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't signup user");
  });
});

describe('email confirmation', { timeout: 15_000 }, () => {
  const entry = {
    pathname: '/confirm-sign-up',
    search: '?email=new%40example.com',
    state: { destination: 'n***@e***.com' },
  };

  it('confirms with the code and signs in automatically', async () => {
    const view = renderAuth(entry);
    view.auth.confirmSignUp.mockResolvedValue({ step: 'COMPLETE_AUTO_SIGN_IN' });
    view.auth.autoSignIn.mockImplementation(async () => {
      view.auth.session = MEMBER;
      return { step: 'DONE' };
    });
    await view.user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Confirm email' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(view.auth.confirmSignUp).toHaveBeenCalledWith('new@example.com', '123456');
    expect(await trackedEvents()).toEqual(['SIGNED_IN']);
  });

  it('shows the timeout of auto sign-in', async () => {
    const view = renderAuth(entry);
    view.auth.confirmSignUp.mockResolvedValue({ step: 'COMPLETE_AUTO_SIGN_IN' });
    view.auth.autoSignIn.mockRejectedValue(new AutoSignInTimeoutError());
    await view.user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account was not confirmed on time.');
  });

  it('waits for a sign-up that needed no code, without a form', async () => {
    const view = renderAuth({ ...entry, state: { autoSignIn: true } });
    view.auth.autoSignIn.mockImplementation(() => new Promise(() => {}));
    expect(await screen.findByText('Your email is confirmed. Signing you in…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm email' })).not.toBeInTheDocument();
    expect(view.auth.autoSignIn).toHaveBeenCalledTimes(1);
  });

  it('sends an account confirmed without its sign-up in this tab to sign in', async () => {
    const view = renderAuth('/confirm-sign-up?email=new%40example.com');
    view.auth.confirmSignUp.mockResolvedValue({ step: 'DONE' });
    await view.user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Your email is confirmed. Please sign in.')).toBeInTheDocument();
    expect(view.location()).toBe('/sign-in?email=new%40example.com');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('new@example.com');
  });

  it('shows a wrong code and keeps it for correcting', async () => {
    const view = renderAuth(entry);
    view.auth.confirmSignUp.mockRejectedValue(cognitoError('CodeMismatchException'));
    await view.user.type(await screen.findByRole('textbox', { name: /^Verification code/ }), '111111');
    await view.user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again.',
    );
    expect(screen.getByRole('textbox', { name: /^Verification code/ })).toHaveValue('111111');
  });

  it('resends the code, and says so in the words of the spec when that fails', async () => {
    const view = renderAuth(entry);
    view.auth.resendSignUpCode.mockResolvedValueOnce({ destination: 'n***@e***.com' });
    await view.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to n***@e***.com.')).toBeInTheDocument();
    expect(view.auth.resendSignUpCode).toHaveBeenCalledWith('new@example.com');

    view.auth.resendSignUpCode.mockRejectedValueOnce(cognitoError('LimitExceededException'));
    await view.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong trying to resend your code',
    );
  });
});
