import { generate } from 'otplib';

const PERIOD_SECONDS = 30;

/**
 * The authenticator app's code for `secret`. The pool accepts a code once per time step and
 * tolerates one step of clock drift, so a second sign-in soon after the setup asks for the code of
 * the next step (`stepsAhead: 1`) rather than waiting up to 30 s for it.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * PERIOD_SECONDS });
}
