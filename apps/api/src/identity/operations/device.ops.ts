import { z } from 'zod';
import type { PoolContext } from '../pool/pool-context';
import { invalidParameter, resourceNotFound } from '../protocol/cognito-error';
import { defineOperation, fields } from '../protocol/operation';
import type { DeviceRow } from '../repo/devices.repo';
import { authenticateAccessToken } from '../tokens/access-token';

const deviceKey = z.string().min(1).max(55);
const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : undefined);

/** Cognito's DeviceType. */
function deviceType(device: DeviceRow) {
  return {
    DeviceKey: device.deviceKey,
    DeviceAttributes: [
      { Name: 'device_status', Value: 'valid' },
      { Name: 'dev:device_remembered_status', Value: device.remembered ? 'remembered' : 'not_remembered' },
      ...(device.name ? [{ Name: 'device_name', Value: device.name }] : []),
      ...(device.lastIp ? [{ Name: 'last_ip_used', Value: device.lastIp }] : []),
    ],
    DeviceCreateDate: seconds(device.createdAt),
    DeviceLastModifiedDate: seconds(device.updatedAt),
    DeviceLastAuthenticatedDate: seconds(device.lastAuthenticatedAt),
  };
}

async function ownDevice(pool: PoolContext, sub: string, key: string): Promise<DeviceRow> {
  const device = await pool.devices.find(key);
  if (!device || device.sub !== sub) throw resourceNotFound('Device does not exist.');
  return device;
}

/**
 * ConfirmDevice: stores the device's SRP verifier so later sign-ins can prove the device. Devices
 * are remembered only on the user's request (UpdateDeviceStatus), so MFA is not skipped silently.
 */
export const confirmDevice = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    DeviceKey: deviceKey,
    DeviceName: z.string().max(1024).optional(),
    DeviceSecretVerifierConfig: z.object({
      PasswordVerifier: z.string().min(1).max(2048),
      Salt: z.string().min(1).max(256),
    }),
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    const device = await ownDevice(pool, user.sub, input.DeviceKey);
    if (device.confirmedAt) throw invalidParameter('Device has already been confirmed.');
    const salt = Buffer.from(input.DeviceSecretVerifierConfig.Salt, 'base64').toString('hex');
    const verifier = Buffer.from(input.DeviceSecretVerifierConfig.PasswordVerifier, 'base64').toString('hex');
    if (!salt || !verifier || BigInt(`0x${verifier}`) === 0n)
      throw invalidParameter('Invalid DeviceSecretVerifierConfig.');
    await pool.devices.confirm(device.deviceKey, {
      srpSalt: salt,
      srpVerifier: pool.box.seal(verifier),
      name: input.DeviceName ?? null,
    });
    return { UserConfirmationNecessary: true };
  },
});

export const listDevices = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    Limit: z.number().int().min(0).max(60).optional(),
    PaginationToken: z
      .string()
      .regex(/^\d{1,6}$/)
      .optional(),
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    const limit = input.Limit || 60;
    const offset = Number(input.PaginationToken ?? 0);
    const devices = await pool.devices.listConfirmed(user.sub, limit + 1, offset);
    return {
      Devices: devices.slice(0, limit).map(deviceType),
      ...(devices.length > limit ? { PaginationToken: String(offset + limit) } : {}),
    };
  },
});

export const getDevice = defineOperation({
  input: z.object({ AccessToken: fields.accessToken, DeviceKey: deviceKey }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    return { Device: deviceType(await ownDevice(pool, user.sub, input.DeviceKey)) };
  },
});

export const updateDeviceStatus = defineOperation({
  input: z.object({
    AccessToken: fields.accessToken,
    DeviceKey: deviceKey,
    DeviceRememberedStatus: z.enum(['remembered', 'not_remembered']).optional(),
  }),
  async handle(input, pool) {
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    const device = await ownDevice(pool, user.sub, input.DeviceKey);
    await pool.devices.setRemembered(device.deviceKey, input.DeviceRememberedStatus === 'remembered');
    return {};
  },
});

/** ForgetDevice: the device is no longer tracked; its next sign-in starts as a new device. */
export const forgetDevice = defineOperation({
  input: z.object({ AccessToken: fields.accessToken.optional(), DeviceKey: deviceKey }),
  async handle(input, pool) {
    if (!input.AccessToken) throw invalidParameter('Missing required parameter AccessToken');
    const { user } = await authenticateAccessToken(pool, input.AccessToken);
    const device = await ownDevice(pool, user.sub, input.DeviceKey);
    await pool.devices.delete(device.deviceKey);
    return {};
  },
});
