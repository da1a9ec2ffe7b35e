import { randomUUID } from 'node:crypto';
import { keyedHash, newToken } from '../crypto/codes';
import { REFRESH_TOKEN_DAYS } from '../identity-config';
import type { CallMeta, PoolContext } from '../pool/pool-context';
import { maskPhone } from '../pool/user-attributes';
import type { DeviceRow } from '../repo/devices.repo';
import type { UserRow } from '../repo/users.repo';
import type { TokenSubject } from '../tokens/token-issuer';
import type { AuthResponse } from './auth-response';
import type { FlowState, MfaType } from './flow-state';

export interface NewDeviceMetadata {
  DeviceKey: string;
  DeviceGroupKey: string;
}

export interface StepContext extends CallMeta {
  deviceKey?: string | null;
}

/**
 * What follows a proven first factor (password or emailed code): a forced new password, an MFA
 * step (skipped on a remembered device), the device step for a tracked device, then tokens.
 */
export async function afterFirstFactor(
  pool: PoolContext,
  user: UserRow,
  context: StepContext,
): Promise<AuthResponse> {
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const attributes = Object.fromEntries([['email', user.email], ...Object.entries(user.attributes)]);
    return challenge(
      pool,
      { kind: 'NEW_PASSWORD_REQUIRED', sub: user.sub, userId: user.sub, deviceKey: context.deviceKey },
      {
        USER_ID_FOR_SRP: user.sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify(attributes),
      },
    );
  }
  return mfaStep(pool, user, context);
}

export function enabledMfas(pool: PoolContext, user: UserRow): MfaType[] {
  const types: MfaType[] = [];
  if (user.totpEnabled && user.totpSecret) types.push('SOFTWARE_TOKEN_MFA');
  if (pool.config.smsEnabled && user.smsMfaEnabled && user.attributes.phone_number) types.push('SMS_MFA');
  return types;
}

export async function mfaStep(pool: PoolContext, user: UserRow, context: StepContext): Promise<AuthResponse> {
  const device = await trustedDevice(pool, user, context.deviceKey);
  if (!device?.remembered) {
    const enabled = enabledMfas(pool, user);
    const base = { sub: user.sub, userId: user.sub, deviceKey: context.deviceKey };
    if (enabled.length === 0 && pool.config.mfa === 'required') {
      const canSetUp: MfaType[] = [
        'SOFTWARE_TOKEN_MFA',
        ...(pool.config.smsEnabled ? (['SMS_MFA'] as const) : []),
      ];
      return challenge(pool, { ...base, kind: 'MFA_SETUP' }, { MFAS_CAN_SETUP: JSON.stringify(canSetUp) });
    }
    const chosen = enabled.length === 1 ? enabled[0] : enabled.find((type) => type === user.preferredMfa);
    if (chosen) return startMfaChallenge(pool, user, chosen, context);
    if (enabled.length > 1) {
      return challenge(
        pool,
        { ...base, kind: 'SELECT_MFA_TYPE', options: enabled },
        {
          USER_ID_FOR_SRP: user.sub,
          MFAS_CAN_CHOOSE: JSON.stringify(enabled),
        },
      );
    }
  }
  return afterSecondFactor(pool, user, context);
}

export async function startMfaChallenge(
  pool: PoolContext,
  user: UserRow,
  type: MfaType,
  context: StepContext,
): Promise<AuthResponse> {
  const base = { sub: user.sub, userId: user.sub, deviceKey: context.deviceKey };
  if (type === 'SMS_MFA') {
    const phone = user.attributes.phone_number ?? '';
    const code = await pool.codeService.issue(user.sub, 'SMS_MFA');
    await pool.notify.smsCode(phone, code, user.attributes.locale);
    return challenge(
      pool,
      { ...base, kind: 'SMS_MFA' },
      {
        USER_ID_FOR_SRP: user.sub,
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: maskPhone(phone),
      },
    );
  }
  return challenge(pool, { ...base, kind: 'SOFTWARE_TOKEN_MFA' }, { USER_ID_FOR_SRP: user.sub });
}

/** After MFA: a tracked device proves itself with device SRP; otherwise tokens and a new device. */
export async function afterSecondFactor(
  pool: PoolContext,
  user: UserRow,
  context: StepContext,
): Promise<AuthResponse> {
  const device = await trustedDevice(pool, user, context.deviceKey);
  if (device) {
    return challenge(
      pool,
      { kind: 'DEVICE_SRP_AUTH', sub: user.sub, userId: user.sub, deviceKey: device.deviceKey },
      {
        USERNAME: user.sub,
      },
    );
  }
  return issueAuthResult(pool, user, { device: null, ip: context.ip });
}

/** A confirmed device of this user, or null. */
export async function trustedDevice(
  pool: PoolContext,
  user: UserRow,
  deviceKey: string | null | undefined,
): Promise<DeviceRow | null> {
  if (!deviceKey) return null;
  const device = await pool.devices.find(deviceKey);
  return device && device.sub === user.sub && device.confirmedAt && device.srpVerifier ? device : null;
}

export const subjectOf = (user: UserRow): TokenSubject => ({
  sub: user.sub,
  email: user.email,
  emailVerified: user.emailVerified,
  groups: user.groups,
  attributes: user.attributes,
});

export const refreshTokenHash = (pool: PoolContext, token: string) =>
  keyedHash(pool.box.hmacKey, 'refresh', token);

/** Starts a sign-in session: refresh token, id and access tokens, and a new device when none was proven. */
export async function issueAuthResult(
  pool: PoolContext,
  user: UserRow,
  options: { device: DeviceRow | null; ip: string },
): Promise<AuthResponse> {
  let deviceKey = options.device?.deviceKey;
  let newDevice: NewDeviceMetadata | undefined;
  if (!deviceKey) {
    deviceKey = `${pool.config.region}_${randomUUID()}`;
    newDevice = { DeviceKey: deviceKey, DeviceGroupKey: `-${newToken(7)}` };
    await pool.devices.create({
      deviceKey,
      sub: user.sub,
      groupKey: newDevice.DeviceGroupKey,
      lastIp: options.ip,
    });
  } else {
    await pool.devices.recordAuthentication(deviceKey, options.ip);
  }
  const refreshToken = newToken(96);
  const session = { id: randomUUID(), authTime: new Date(), deviceKey };
  await pool.sessions.create({
    ...session,
    sub: user.sub,
    refreshTokenHash: refreshTokenHash(pool, refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600_000),
  });
  await pool.throttle.passwordSucceeded(user.sub);
  const tokens = await pool.tokens.issue(subjectOf(user), session);
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      ...tokens,
      RefreshToken: refreshToken,
      ...(newDevice ? { NewDeviceMetadata: newDevice } : {}),
    },
  };
}

export async function challenge(
  pool: PoolContext,
  state: FlowState,
  parameters: Record<string, string>,
): Promise<AuthResponse> {
  const session = await pool.challengeStore.start(state);
  return { ChallengeName: state.kind, Session: session, ChallengeParameters: parameters };
}
