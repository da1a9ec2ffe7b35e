import { deflateSync } from 'node:zlib';
import { type Db, schema } from '@tranche/db';
import type { Actor } from '../../../test/actors';
import type { TestApp } from '../../../test/test-app';
import { multipartBody } from '../../csv-import/multipart-body';

/** A one-page PDF (enough for a viewer to open). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A 1×1 PNG built from its chunks (CRCs included) rather than copied bytes. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 40, 120, 200]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function uploadToRoom(
  t: TestApp,
  actor: Actor,
  file: { name: string; content: Buffer | string; type?: string },
  fields: Record<string, string> = {},
) {
  const body = multipartBody(file, { purpose: 'file-room', ...fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/file',
    headers: { ...body.headers, authorization: `Bearer ${actor.idToken}` },
    payload: body.payload,
  });
}

/** An asset of the client in the given state, written directly (the trading rules are tested elsewhere). */
export async function seedAsset(db: Db, accountId: string, status: 'OPEN' | 'COMPLETED' | 'CANCELED') {
  const [asset] = await db
    .insert(schema.assets)
    .values({
      accountId,
      status,
      currency: 'EUR',
      contractLengthMonths: 6,
      faceMinor: 600_000,
      guidePriceMinor: 570_000,
      grade: 'B',
      discountBps: 500,
      createdBy: 'test',
    })
    .returning();
  return asset!;
}

/** The investor holds the asset: its bid was accepted. */
export async function seedAcceptedOrder(db: Db, assetId: string, investorAccountId: string) {
  await db.insert(schema.orders).values({
    assetId,
    investorAccountId,
    status: 'ACCEPTED',
    currency: 'EUR',
    priceMinor: 570_000,
    reservedMinor: 0,
    createdBy: 'test',
  });
}
