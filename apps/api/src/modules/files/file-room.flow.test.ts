import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../csv-import/multipart-body';
import { PDF, seedAcceptedOrder, seedAsset, tinyPng, uploadToRoom } from './testing/file-room-fixtures';

let t: TestApp;
let client: Actor & { accountId: string };
let otherClient: Actor & { accountId: string };
let holder: Actor & { accountId: string };
let bystander: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client', { companyName: 'Room SaaS GmbH', approved: true });
  otherClient = await createCompanyActor(t, 'client', { companyName: 'Other SaaS GmbH' });
  holder = await createCompanyActor(t, 'investor', { companyName: 'Holder Capital AG', approved: true });
  bystander = await createCompanyActor(t, 'investor', { companyName: 'Bystander Fund', approved: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function upload(name: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const response = await uploadToRoom(t, client, { name, content }, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

const sharedIds = async (investor: Actor) => {
  const response = await investor.call('GET', '/api/file/shared');
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: string }[]).map((file) => file.id);
};

describe('file room uploads', () => {
  it('stores a PDF in its folder with tags, typed by its ending, and filters by folder and tag', async () => {
    const id = await upload('Pitch deck.pdf', PDF, {
      folder: ' Due diligence // 2024 ',
      tags: 'legal, Legal ,board',
    });
    await upload('logo.png', tinyPng(), { folder: 'Brand' });
    const [file] = (await client.call('GET', `/api/file?where[id]=${id}`)).json().data;
    expect(file).toMatchObject({
      fileName: 'Pitch deck.pdf',
      contentType: 'application/pdf',
      purpose: 'file-room',
      folder: 'Due diligence/2024',
      tags: ['legal', 'board'],
      size: PDF.length,
    });
    const inFolder = (await client.call('GET', '/api/file?where[folder]=Due%20diligence/2024')).json().data;
    expect(inFolder.map((row: { id: string }) => row.id)).toEqual([id]);
    const tagged = (await client.call('GET', '/api/file?where[tag]=board')).json().data;
    expect(tagged.map((row: { id: string }) => row.id)).toEqual([id]);
  });

  it('names the allowed types, refuses content that does not match its ending, and checks folder and tags', async () => {
    const exe = await uploadToRoom(t, client, { name: 'setup.exe', content: 'MZ' });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors[0]).toEqual({
      code: 'FILE_ROOM_UNSUPPORTED_TYPE',
      message: 'Unsupported file type: .exe. Upload PDF, PNG, JPEG, WebP, CSV, XLSX, DOCX or TXT files.',
    });
    const html = await uploadToRoom(t, client, {
      name: 'report.pdf',
      content: '<html><script>alert(1)</script>',
    });
    expect(html.json().errors[0]).toEqual({
      code: 'FILE_CONTENT_MISMATCH',
      message: 'The content of this file does not match its type (.pdf).',
    });
    const folder = await uploadToRoom(t, client, { name: 'a.pdf', content: PDF }, { folder: 'a/../b' });
    expect(folder.json().errors[0].code).toBe('INVALID_FOLDER');
    const tags = await uploadToRoom(t, client, { name: 'a.pdf', content: PDF }, { tags: 'x'.repeat(41) });
    expect(tags.json().errors[0].code).toBe('INVALID_TAGS');
    const names = (await client.call('GET', '/api/file'))
      .json()
      .data.map((row: { fileName: string }) => row.fileName);
    expect(names).not.toContain('report.pdf');
    expect(names).not.toContain('a.pdf');
  });
});

describe('reading a file', () => {
  it('previews inline under a sandbox, downloads as an attachment, and serves byte ranges', async () => {
    const id = await upload('Term sheet.pdf', PDF);
    const preview = await client.call('GET', `/api/file/${id}?download=false`);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(PDF)).toBe(true);
    expect(preview.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline; filename="Term sheet.pdf"/),
    });
    expect(preview.headers['content-security-policy']).toMatch(/^sandbox/);
    const download = await client.call('GET', `/api/file/${id}?download=true`);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const range = await t.app.inject({
      method: 'GET',
      url: `/api/file/${id}?download=false`,
      headers: { authorization: `Bearer ${client.idToken}`, range: 'bytes=0-4' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF-');
    expect(range.headers['content-range']).toBe(`bytes 0-4/${PDF.length}`);
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/api/file/${id}`,
      headers: { authorization: `Bearer ${client.idToken}`, range: `bytes=${PDF.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('never previews a type a browser could run: an office file is an attachment either way', async () => {
    const id = await upload(
      'model.xlsx',
      Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(40)]),
    );
    const preview = await client.call('GET', `/api/file/${id}?download=false`);
    expect(preview.headers['content-type']).toBe('application/octet-stream');
    expect(preview.headers['content-disposition']).toMatch(/^attachment;/);
  });
});

describe('organising and deleting', () => {
  it('renames, moves and retags; delete sets the flag so the file leaves lists and reads', async () => {
    const id = await upload('draft.txt', 'notes');
    const patched = await client.call('PATCH', `/api/file/${id}`, {
      fileName: 'Final notes.txt',
      folder: 'Board/Q3',
      tags: ['minutes'],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({
      fileName: 'Final notes.txt',
      folder: 'Board/Q3',
      tags: ['minutes'],
    });
    expect((await client.call('PATCH', `/api/file/${id}`, { fileName: '../x' })).statusCode).toBe(400);
    const retyped = await client.call('PATCH', `/api/file/${id}`, { fileName: 'Final notes.html' });
    expect(retyped.json().errors[0]).toEqual({
      code: 'RENAME_CHANGES_TYPE',
      message: 'Keep the ending .txt when renaming this file.',
    });
    expect((await otherClient.call('PATCH', `/api/file/${id}`, { folder: 'Mine' })).statusCode).toBe(404);

    expect((await client.call('DELETE', `/api/file/${id}`)).json().data).toEqual({ id, deleted: true });
    const listed = (await client.call('GET', '/api/file?where[deleted]=false')).json().data;
    expect(listed.map((row: { id: string }) => row.id)).not.toContain(id);
    const all = (await client.call('GET', `/api/file?where[id]=${id}`)).json().data;
    expect(all[0].deleted).toBe(true);
    expect((await client.call('GET', `/api/file/${id}?download=true`)).statusCode).toBe(404);
    expect((await client.call('DELETE', `/api/file/${id}`)).statusCode).toBe(404);
  });

  it('leaves CSV-import uploads alone: they cannot be renamed, deleted or shared here', async () => {
    const body = multipartBody({ name: 'subs.csv', content: 'subscription_id\r\nsub_1\r\n' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      headers: { ...body.headers, authorization: `Bearer ${client.idToken}` },
      payload: body.payload,
    });
    const id = uploaded.json().data.id;
    expect((await client.call('PATCH', `/api/file/${id}`, { folder: 'X' })).statusCode).toBe(404);
    expect((await client.call('DELETE', `/api/file/${id}`)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/file/${id}/shares`)).statusCode).toBe(404);
  });
});

describe('sharing with investors', () => {
  it('shows a file shared for an asset on the market to every approved investor, until unshared', async () => {
    const { db } = t.container.database;
    const open = await seedAsset(db, client.accountId, 'OPEN');
    const id = await upload('Due diligence.pdf', PDF, { folder: 'DD' });
    expect(await sharedIds(holder)).not.toContain(id);

    const shared = await client.call('POST', `/api/file/${id}/shares`, { assetId: open.id });
    expect(shared.statusCode).toBe(201);
    expect(shared.json().data).toEqual([
      expect.objectContaining({
        fileId: id,
        asset: expect.objectContaining({ id: open.id, status: 'OPEN' }),
        investor: null,
      }),
    ]);
    await client.call('POST', `/api/file/${id}/shares`, { assetId: open.id });
    expect((await client.call('GET', `/api/file/${id}/shares`)).json().data).toHaveLength(1);
    const all = (await client.call('GET', '/api/file/shares')).json().data;
    expect(all.filter((share: { fileId: string }) => share.fileId === id)).toHaveLength(1);
    expect((await otherClient.call('GET', '/api/file/shares')).json().data).toEqual([]);

    for (const investor of [holder, bystander]) {
      const [entry] = (await investor.call('GET', '/api/file/shared'))
        .json()
        .data.filter((file: { id: string }) => file.id === id);
      expect(entry).toMatchObject({
        fileName: 'Due diligence.pdf',
        companyName: 'Room SaaS GmbH',
        folder: 'DD',
      });
      const read = await investor.call('GET', `/api/file/${id}?download=true`);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PDF)).toBe(true);
    }

    const shareId = shared.json().data[0].id;
    const left = await client.call('DELETE', `/api/file/${id}/shares/${shareId}`);
    expect(left.json().data).toEqual([]);
    expect(await sharedIds(holder)).not.toContain(id);
    expect((await holder.call('GET', `/api/file/${id}?download=false`)).statusCode).toBe(404);
  });

  it('after a sale shows the file only to the investor holding the asset; a canceled asset shows nothing', async () => {
    const { db } = t.container.database;
    const sold = await seedAsset(db, client.accountId, 'COMPLETED');
    await seedAcceptedOrder(db, sold.id, holder.accountId);
    const canceled = await seedAsset(db, client.accountId, 'CANCELED');
    const soldFile = await upload('Repayment plan.pdf', PDF);
    const canceledFile = await upload('Old plan.pdf', PDF);
    expect((await client.call('POST', `/api/file/${soldFile}/shares`, { assetId: sold.id })).statusCode).toBe(
      201,
    );
    expect(
      (await client.call('POST', `/api/file/${canceledFile}/shares`, { assetId: canceled.id })).statusCode,
    ).toBe(201);
    expect(await sharedIds(holder)).toContain(soldFile);
    expect(await sharedIds(bystander)).not.toContain(soldFile);
    expect((await bystander.call('GET', `/api/file/${soldFile}?download=true`)).statusCode).toBe(404);
    expect(await sharedIds(holder)).not.toContain(canceledFile);
  });

  it('shares with one named investor company only, and a deleted file disappears for it', async () => {
    const id = await upload('Cap table.csv', 'holder,share\r\nA,100\r\n');
    const shared = await client.call('POST', `/api/file/${id}/shares`, {
      investorAccountId: bystander.accountId,
    });
    expect(shared.json().data[0].investor).toEqual({
      id: bystander.accountId,
      companyName: 'Bystander Fund',
    });
    expect(await sharedIds(bystander)).toContain(id);
    expect(await sharedIds(holder)).not.toContain(id);
    await client.call('DELETE', `/api/file/${id}`);
    expect(await sharedIds(bystander)).not.toContain(id);
  });

  it('refuses targets that are not the client’s asset or an investor company', async () => {
    const id = await upload('x.txt', 'x');
    const foreign = await seedAsset(t.container.database.db, otherClient.accountId, 'OPEN');
    for (const body of [{ assetId: foreign.id }, { investorAccountId: otherClient.accountId }]) {
      const response = await client.call('POST', `/api/file/${id}/shares`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toEqual({
        code: 'SHARE_TARGET_NOT_FOUND',
        message: 'Asset or investor not found',
      });
    }
    const both = await client.call('POST', `/api/file/${id}/shares`, {
      assetId: foreign.id,
      investorAccountId: holder.accountId,
    });
    expect(both.statusCode).toBe(400);
  });

  it('offers the client its assets and the investors who bid on them as share targets', async () => {
    const { db } = t.container.database;
    const asset = await seedAsset(db, client.accountId, 'OPEN');
    await seedAcceptedOrder(db, asset.id, holder.accountId);
    const targets = (await client.call('GET', '/api/file/share-targets')).json().data;
    expect(targets.assets.map((row: { id: string }) => row.id)).toContain(asset.id);
    expect(targets.investors).toContainEqual({ id: holder.accountId, companyName: 'Holder Capital AG' });
    expect(targets.investors.map((row: { id: string }) => row.id)).not.toContain(bystander.accountId);
  });
});
