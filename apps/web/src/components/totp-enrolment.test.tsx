import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cognitoError } from '../lib/auth/testing/fake-auth-client';
import { TotpEnrolment } from './totp-enrolment';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Tranche:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tranche',
};

function renderEnrolment(onVerify: (code: string) => Promise<string | null>, actions?: React.ReactNode) {
  render(
    <MantineProvider>
      <TotpEnrolment setup={SETUP} onVerify={onVerify} actions={actions} />
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('TOTP enrolment', () => {
  it('shows the QR code and the secret to type in by hand', async () => {
    renderEnrolment(vi.fn());
    expect(
      await screen.findByRole('img', { name: 'QR code to add Tranche to an authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
  });

  it('sends only six digits, however they were typed', async () => {
    const onVerify = vi.fn(async () => null);
    const user = renderEnrolment(onVerify);
    const code = screen.getByRole('textbox', { name: /^Verification code/ });
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify and finish' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and finish' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure it is given, and a refused code in the words of the spec', async () => {
    const onVerify = vi
      .fn<(code: string) => Promise<string | null>>()
      .mockResolvedValueOnce('Something else went wrong')
      .mockRejectedValueOnce(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch'));
    const user = renderEnrolment(onVerify);
    await user.type(screen.getByRole('textbox', { name: /^Verification code/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something else went wrong');
    await user.click(screen.getByRole('button', { name: 'Verify and finish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code does not match.');
  });

  it('puts further actions next to the submit button', async () => {
    const cancel = vi.fn();
    const user = renderEnrolment(vi.fn(), <Button onClick={cancel}>Cancel</Button>);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
