import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD, sdkClient } from '../../../identity/testing/pool-clients';
import { type Actor, actorFor } from '../../../test/actors';
import { readLatestMail } from '../../../test/read-mail';
import type { TestApp } from '../../../test/test-app';

/** Reads the invitation mail, signs in with its temporary password and sets a new one. */
export async function completeInvitation(t: TestApp, email: string, password = PASSWORD): Promise<Actor> {
  const mail = await readLatestMail(t.dataDir, email);
  const temporary = /temporary password: (\S+)/.exec(mail.text)?.[1];
  if (!temporary) throw new Error(`no temporary password in the mail to ${email}`);
  const sdk = sdkClient(t);
  const ClientId = t.container.identity.config.clientId;
  const started = await sdk.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: temporary },
    }),
  );
  if (started.ChallengeName !== 'NEW_PASSWORD_REQUIRED')
    throw new Error(`expected NEW_PASSWORD_REQUIRED, got ${started.ChallengeName}`);
  const sub = started.ChallengeParameters?.USER_ID_FOR_SRP ?? '';
  await sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: sub || email, NEW_PASSWORD: password },
    }),
  );
  const profileSub = sub || email;
  return actorFor(t, email, profileSub, password);
}
