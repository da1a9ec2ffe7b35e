import { Stack } from '@mantine/core';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';
import { Devices } from './devices';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoStepVerification } from './two-step-verification';

/** Settings → Security: password, email, two-step verification, devices, sign out everywhere. */
export function SecurityTab() {
  return (
    <Stack gap="lg" maw={760}>
      <ChangePassword />
      <ChangeEmail />
      <TwoStepVerification />
      <Devices />
      <SignOutEverywhere />
    </Stack>
  );
}
