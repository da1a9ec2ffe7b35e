import type { SignInOutput } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { toSignInStep, toSignUpResult } from './amplify-steps';

const output = (nextStep: unknown) => ({ isSignedIn: false, nextStep }) as SignInOutput;

describe('toSignInStep (spec §4 sign-in outcomes)', () => {
  it.each([
    ['DONE', { step: 'DONE' }],
    ['CONFIRM_SIGN_UP', { step: 'CONFIRM_SIGN_UP' }],
    ['RESET_PASSWORD', { step: 'RESET_PASSWORD' }],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', { step: 'TOTP_CODE' }],
  ])('maps %s', (signInStep, expected) => {
    expect(toSignInStep(output({ signInStep }), 'ada@example.com')).toEqual(expected);
  });

  it('leads a forced password change to the new-password step', () => {
    expect(toSignInStep(output({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }), 'x')).toEqual({
      step: 'NEW_PASSWORD_REQUIRED',
    });
  });

  it('offers only the MFA kinds the app knows', () => {
    expect(
      toSignInStep(
        output({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] }),
        'x',
      ),
    ).toEqual({ step: 'MFA_SELECTION', options: ['SMS', 'TOTP'] });
    expect(
      toSignInStep(
        output({
          signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
          allowedMFATypes: ['EMAIL', 'TOTP'],
        }),
        'x',
      ),
    ).toEqual({ step: 'MFA_SETUP_SELECTION', options: ['EMAIL', 'TOTP'] });
  });

  it('turns TOTP setup details into the secret and an otpauth URI for the signing-in account', () => {
    const step = toSignInStep(
      output({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app: string, account: string) =>
            new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      }),
      'ada@example.com',
    );
    expect(step).toEqual({
      step: 'TOTP_SETUP',
      setup: {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Tranche:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tranche',
      },
    });
  });

  it('reads where SMS and email codes went', () => {
    expect(
      toSignInStep(
        output({
          signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
          codeDeliveryDetails: { destination: '+*******1234' },
        }),
        'x',
      ),
    ).toEqual({ step: 'SMS_CODE', destination: '+*******1234' });
    expect(toSignInStep(output({ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }), 'x')).toEqual({
      step: 'EMAIL_CODE',
      destination: null,
    });
  });

  it("reads the custom challenge's destination and attempts left", () => {
    expect(
      toSignInStep(
        output({
          signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
          additionalInfo: { CODE_DELIVERY_DESTINATION: 'a***@e***.com', attemptsLeft: '2', USERNAME: 'sub' },
        }),
        'x',
      ),
    ).toEqual({ step: 'CUSTOM_CHALLENGE', destination: 'a***@e***.com', attemptsLeft: 2 });
    expect(toSignInStep(output({ signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' }), 'x')).toEqual({
      step: 'CUSTOM_CHALLENGE',
      destination: null,
      attemptsLeft: null,
    });
  });

  it('names steps the app does not offer instead of guessing', () => {
    expect(toSignInStep(output({ signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' }), 'x')).toEqual(
      {
        step: 'UNSUPPORTED',
        name: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      },
    );
  });
});

describe('toSignUpResult (spec §4 sign-up outcomes)', () => {
  it('maps confirm sign-up with the masked destination, done and auto sign-in', () => {
    expect(
      toSignUpResult({
        isSignUpComplete: false,
        nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { destination: 'a***@e***.com' } },
      }),
    ).toEqual({ step: 'CONFIRM_SIGN_UP', destination: 'a***@e***.com' });
    expect(toSignUpResult({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } })).toEqual({
      step: 'DONE',
    });
    expect(
      toSignUpResult({ isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } }),
    ).toEqual({
      step: 'COMPLETE_AUTO_SIGN_IN',
    });
  });
});
