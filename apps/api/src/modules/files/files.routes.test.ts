import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../csv-import/multipart-body';

let t: TestApp;
let clientA: Actor & { accountId: string };
let clientB: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  clientA = await createCompanyActor(t, 'client', { companyName: 'A GmbH' });
  clientB = await createCompanyActor(t, 'client', { companyName: 'B GmbH' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function upload(actor: Actor, body: ReturnType<typeof multipartBody>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/file',
    headers: { ...body.headers, authorization: `Bearer ${actor.idToken}` },
    payload: body.payload,
  });
}

const csv = 'subscription_id,start_date\r\nsub_1,01.02.2024\r\n';

describe('POST /api/file', () => {
  it('stores the bytes under a key of its own and answers id, name and size', async () => {
    const response = await upload(clientA, multipartBody({ name: '../../etc/passwd.csv', content: csv }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({ id: expect.any(String), fileName: 'passwd.csv', size: Buffer.byteLength(csv) });
    const stored = await readdir(path.join(t.dataDir, 'files', clientA.accountId));
    expect(stored).toEqual([data.id]);

    const meta = await clientA.call('GET', `/api/file?where[id]=${data.id}`);
    expect(meta.json().data[0]).toMatchObject({
      fileName: 'passwd.csv',
      purpose: 'csv-import',
      deleted: false,
      sha256: createHash('sha256').update(csv).digest('hex'),
    });
    const download = await clientA.call('GET', `/api/file/${data.id}?download=true`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(csv);
    expect(download.headers['content-disposition']).toContain('filename="passwd.csv"');
  });

  it('refuses unsupported types by name and binary content under a text name', async () => {
    const xlsx = await upload(clientA, multipartBody({ name: 'subs.XLSX', content: 'PK\u0003\u0004…' }));
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json()).toEqual({
      errors: [
        { code: 'UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type: .xlsx. Upload a .csv file.' },
      ],
    });
    const renamed = await upload(
      clientA,
      multipartBody({ name: 'subs.csv', content: Buffer.from('PK\u0003\u0004abc') }),
    );
    expect(renamed.json().errors[0].code).toBe('FILE_NOT_TEXT');
    const utf16 = await upload(
      clientA,
      multipartBody({ name: 'subs.csv', content: Buffer.from('a,b\n', 'utf16le') }),
    );
    expect(utf16.json().errors[0].code).toBe('FILE_NOT_TEXT');
    const empty = await upload(clientA, multipartBody({ name: 'subs.csv', content: '' }));
    expect(empty.json().errors[0].code).toBe('EMPTY_FILE');
    const two = await upload(
      clientA,
      multipartBody({ name: 'a.csv', content: csv }, {}, [{ name: 'b.csv', content: csv }]),
    );
    expect(two.json().errors[0].code).toBe('TOO_MANY_FILES');
    // Nothing refused was left in the store, not even the first of the two files: only the one above.
    expect(await readdir(path.join(t.dataDir, 'files', clientA.accountId))).toHaveLength(1);
  });

  it('needs a signed-in member of a company', async () => {
    const body = multipartBody({ name: 'a.csv', content: csv });
    expect((await t.app.inject({ method: 'POST', url: '/api/file', ...body })).statusCode).toBe(401);
    const loner = await createActor(t, { kind: 'client' });
    expect((await upload(loner, body)).json().errors[0].code).toBe('NO_ACCOUNT');
  });
});

describe('GET /api/file', () => {
  it("lists the caller's company's files only, and never serves another company's file", async () => {
    const response = await upload(clientB, multipartBody({ name: 'b-only.csv', content: csv }));
    const bFile = response.json().data.id as string;
    const listA = await clientA.call('GET', '/api/file?where[deleted]=false');
    expect(listA.statusCode).toBe(200);
    expect(listA.json().data.map((file: { fileName: string }) => file.fileName)).not.toContain('b-only.csv');
    const listB = await clientB.call('GET', '/api/file?orderBy[0][fileName]=asc');
    expect(listB.json().data.map((file: { id: string }) => file.id)).toEqual([bFile]);
    for (const download of ['true', 'false']) {
      const stolen = await clientA.call('GET', `/api/file/${bFile}?download=${download}`);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().errors[0].code).toBe('FILE_NOT_FOUND');
    }
    expect((await clientA.call('GET', '/api/file?where[owner]=x')).statusCode).toBe(400);
  });
});
