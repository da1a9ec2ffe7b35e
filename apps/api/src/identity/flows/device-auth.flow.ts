import { randomBytes } from 'node:crypto';
import { parseClientPublic, serverEphemeral } from '../crypto/srp';
import type { CallMeta, PoolContext } from '../pool/pool-context';
import { invalidParameter, notAuthorized } from '../protocol/cognito-error';
import type { AuthResponse } from './auth-response';
import { challenge, issueAuthResult } from './next-step';
import { assertCanSignIn, proofIsValid } from './sign-in-checks';

async function deviceOf(pool: PoolContext, sub: string | null, deviceKey: string | null | undefined) {
  const device = deviceKey ? await pool.devices.find(deviceKey) : undefined;
  if (!device || device.sub !== sub || !device.srpSalt || !device.srpVerifier) throw notAuthorized();
  return device;
}

/**
 * DEVICE_SRP_AUTH: the same SRP maths with the device group key as pool name and the device key
 * as user id; answers DEVICE_PASSWORD_VERIFIER.
 */
export async function answerDeviceSrpAuth(
  pool: PoolContext,
  session: string | undefined,
  responses: { USERNAME: string; SRP_A: string; DEVICE_KEY: string },
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['DEVICE_SRP_AUTH'] as const);
  await pool.challengeStore.consume(open);
  const { state } = open;
  if (responses.DEVICE_KEY !== state.deviceKey) throw notAuthorized();
  if (!parseClientPublic(responses.SRP_A)) throw invalidParameter('Invalid SRP_A.');
  const device = await deviceOf(pool, state.sub, state.deviceKey);
  const { b, B } = serverEphemeral(pool.box.open(device.srpVerifier as string));
  const secretBlock = randomBytes(64).toString('base64');
  return challenge(
    pool,
    {
      kind: 'DEVICE_PASSWORD_VERIFIER',
      sub: state.sub,
      userId: state.userId,
      deviceKey: device.deviceKey,
      A: responses.SRP_A,
      b,
      B,
      secretBlock,
    },
    { SALT: device.srpSalt as string, SRP_B: B, SECRET_BLOCK: secretBlock, USERNAME: state.userId },
  );
}

/** DEVICE_PASSWORD_VERIFIER: the device's proof; success signs in on that device. */
export async function answerDevicePasswordVerifier(
  pool: PoolContext,
  session: string | undefined,
  responses: {
    PASSWORD_CLAIM_SECRET_BLOCK: string;
    PASSWORD_CLAIM_SIGNATURE: string;
    TIMESTAMP: string;
    DEVICE_KEY: string;
  },
  meta: CallMeta,
): Promise<AuthResponse> {
  const open = await pool.challengeStore.open(session, ['DEVICE_PASSWORD_VERIFIER'] as const);
  await pool.challengeStore.consume(open);
  const { state } = open;
  if (responses.DEVICE_KEY !== state.deviceKey) throw notAuthorized();
  const device = await deviceOf(pool, state.sub, state.deviceKey);
  const valid = proofIsValid({
    poolName: device.groupKey,
    userId: device.deviceKey,
    state,
    verifier: pool.box.open(device.srpVerifier as string),
    secretBlock: responses.PASSWORD_CLAIM_SECRET_BLOCK,
    timestamp: responses.TIMESTAMP,
    signature: responses.PASSWORD_CLAIM_SIGNATURE,
  });
  const user = valid ? await pool.users.findBySub(device.sub) : undefined;
  if (!user) throw notAuthorized();
  assertCanSignIn(user);
  return issueAuthResult(pool, user, { device, ip: meta.ip });
}
