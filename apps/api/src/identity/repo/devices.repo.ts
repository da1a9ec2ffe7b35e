import type { Db } from '@tranche/db';
import { schema } from '@tranche/db';
import { and, desc, eq, isNotNull } from 'drizzle-orm';

const { identityDevices } = schema;

export type DeviceRow = typeof identityDevices.$inferSelect;

/** Tracked devices; a device takes part in device SRP once ConfirmDevice stored its verifier. */
export function createDevicesRepo(db: Db) {
  return {
    async create(device: {
      deviceKey: string;
      sub: string;
      groupKey: string;
      lastIp: string;
    }): Promise<void> {
      await db.insert(identityDevices).values({ ...device, lastAuthenticatedAt: new Date() });
    },
    async find(deviceKey: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(identityDevices).where(eq(identityDevices.deviceKey, deviceKey));
      return row;
    },
    async confirm(
      deviceKey: string,
      values: { srpSalt: string; srpVerifier: string; name: string | null },
    ): Promise<void> {
      const now = new Date();
      await db
        .update(identityDevices)
        .set({ ...values, confirmedAt: now, updatedAt: now })
        .where(eq(identityDevices.deviceKey, deviceKey));
    },
    async setRemembered(deviceKey: string, remembered: boolean): Promise<void> {
      await db
        .update(identityDevices)
        .set({ remembered, updatedAt: new Date() })
        .where(eq(identityDevices.deviceKey, deviceKey));
    },
    async recordAuthentication(deviceKey: string, ip: string): Promise<void> {
      await db
        .update(identityDevices)
        .set({ lastAuthenticatedAt: new Date(), lastIp: ip })
        .where(eq(identityDevices.deviceKey, deviceKey));
    },
    async listConfirmed(sub: string, limit: number, offset: number): Promise<DeviceRow[]> {
      return db
        .select()
        .from(identityDevices)
        .where(and(eq(identityDevices.sub, sub), isNotNull(identityDevices.confirmedAt)))
        .orderBy(desc(identityDevices.lastAuthenticatedAt), desc(identityDevices.deviceKey))
        .limit(limit)
        .offset(offset);
    },
    async delete(deviceKey: string): Promise<void> {
      await db.delete(identityDevices).where(eq(identityDevices.deviceKey, deviceKey));
    },
  };
}

export type DevicesRepo = ReturnType<typeof createDevicesRepo>;
