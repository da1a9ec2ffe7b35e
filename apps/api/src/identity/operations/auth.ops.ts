import { z } from 'zod';
import type { AuthResponse } from '../flows/auth-response';
import { answerCustomChallenge, startCustomAuth } from '../flows/custom-auth.flow';
import { answerDevicePasswordVerifier, answerDeviceSrpAuth } from '../flows/device-auth.flow';
import { answerMfaSetup, answerSelectMfaType, answerSmsMfa, answerSoftwareTokenMfa } from '../flows/mfa.flow';
import { answerNewPasswordRequired } from '../flows/new-password.flow';
import { passwordAuth } from '../flows/password-auth.flow';
import { answerPasswordVerifier, startSrpAuth } from '../flows/srp-auth.flow';
import { invalidParameter, missingParameter } from '../protocol/cognito-error';
import { defineOperation, fields } from '../protocol/operation';
import { refreshSession } from './refresh';

/** Picks required string parameters out of AuthParameters / ChallengeResponses. */
function take<const K extends string, const O extends string = never>(
  map: Record<string, string> | undefined,
  required: readonly K[],
  optional: readonly O[] = [],
): Record<K, string> & Partial<Record<O, string>> {
  const result: Record<string, string> = {};
  for (const name of required) {
    const value = map?.[name];
    if (!value) throw missingParameter(name);
    result[name] = value;
  }
  for (const name of optional) if (map?.[name]) result[name] = map[name];
  return result as Record<K, string> & Partial<Record<O, string>>;
}

export const initiateAuth = defineOperation({
  input: z.object({
    AuthFlow: z.string().min(1),
    AuthParameters: fields.stringMap.optional(),
    ClientId: fields.clientId,
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool, meta): Promise<AuthResponse> {
    const parameters = input.AuthParameters;
    switch (input.AuthFlow) {
      case 'USER_SRP_AUTH':
        return startSrpAuth(pool, take(parameters, ['USERNAME', 'SRP_A'], ['DEVICE_KEY']));
      case 'USER_PASSWORD_AUTH':
        return passwordAuth(pool, take(parameters, ['USERNAME', 'PASSWORD'], ['DEVICE_KEY']), meta);
      case 'CUSTOM_AUTH':
        return startCustomAuth(pool, take(parameters, ['USERNAME'], ['SRP_A', 'DEVICE_KEY']));
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN': {
        const { REFRESH_TOKEN } = take(parameters, ['REFRESH_TOKEN']);
        return { ChallengeParameters: {}, AuthenticationResult: await refreshSession(pool, REFRESH_TOKEN) };
      }
      default:
        throw invalidParameter(`${input.AuthFlow} flow not enabled for this client`);
    }
  },
});

export const respondToAuthChallenge = defineOperation({
  input: z.object({
    ChallengeName: z.string().min(1),
    ChallengeResponses: fields.stringMap.optional(),
    ClientId: fields.clientId,
    Session: fields.session.optional(),
    ClientMetadata: fields.clientMetadata,
  }),
  async handle(input, pool, meta): Promise<AuthResponse> {
    const responses = input.ChallengeResponses;
    const session = input.Session;
    switch (input.ChallengeName) {
      case 'PASSWORD_VERIFIER':
        return answerPasswordVerifier(
          pool,
          session,
          take(
            responses,
            ['USERNAME', 'PASSWORD_CLAIM_SECRET_BLOCK', 'PASSWORD_CLAIM_SIGNATURE', 'TIMESTAMP'],
            ['DEVICE_KEY'],
          ),
          meta,
        );
      case 'CUSTOM_CHALLENGE':
        return answerCustomChallenge(
          pool,
          session,
          take(responses, ['USERNAME', 'ANSWER'], ['DEVICE_KEY']),
          meta,
        );
      case 'NEW_PASSWORD_REQUIRED':
        take(responses, ['USERNAME', 'NEW_PASSWORD']);
        return answerNewPasswordRequired(pool, session, responses ?? {}, meta);
      case 'SOFTWARE_TOKEN_MFA':
        return answerSoftwareTokenMfa(
          pool,
          session,
          take(responses, ['USERNAME', 'SOFTWARE_TOKEN_MFA_CODE'], ['DEVICE_KEY']),
          meta,
        );
      case 'SMS_MFA':
        return answerSmsMfa(
          pool,
          session,
          take(responses, ['USERNAME', 'SMS_MFA_CODE'], ['DEVICE_KEY']),
          meta,
        );
      case 'SELECT_MFA_TYPE':
        return answerSelectMfaType(pool, session, take(responses, ['USERNAME', 'ANSWER']), meta);
      case 'MFA_SETUP':
        return answerMfaSetup(pool, session, take(responses, ['USERNAME'], ['DEVICE_KEY']), meta);
      case 'DEVICE_SRP_AUTH':
        return answerDeviceSrpAuth(pool, session, take(responses, ['USERNAME', 'SRP_A', 'DEVICE_KEY']));
      case 'DEVICE_PASSWORD_VERIFIER':
        return answerDevicePasswordVerifier(
          pool,
          session,
          take(responses, [
            'USERNAME',
            'PASSWORD_CLAIM_SECRET_BLOCK',
            'PASSWORD_CLAIM_SIGNATURE',
            'TIMESTAMP',
            'DEVICE_KEY',
          ]),
          meta,
        );
      default:
        throw invalidParameter(`Invalid challenge name: ${input.ChallengeName}`);
    }
  },
});
