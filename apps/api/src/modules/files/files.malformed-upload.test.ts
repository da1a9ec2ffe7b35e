import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody } from '../csv-import/multipart-body';

let t: TestApp;
let client: Actor & { accountId: string };

beforeAll(async () => {
  t = await createTestApp({ listen: true, env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await createCompanyActor(t, 'client');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const csv = 'subscription_id,start_date\r\nsub_1,01.02.2024\r\n';

function post(contentType: string, payload: Buffer | string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/file',
    headers: { 'content-type': contentType, authorization: `Bearer ${client.idToken}` },
    payload,
  });
}

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'files', client.accountId)).catch(() => []);
}

describe('POST /api/file with a malformed multipart body', () => {
  it('answers 400 MALFORMED_UPLOAD when the content type names no boundary', async () => {
    const body = multipartBody({ name: 'a.csv', content: csv });
    const response = await post('multipart/form-data', body.payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        code: 'MALFORMED_UPLOAD',
        message:
          'The upload could not be read as multipart/form-data (the content type names no boundary). Please try again.',
      },
    ]);
  });

  it('answers 400 MALFORMED_UPLOAD for a body cut off before its end, and keeps nothing', async () => {
    const body = multipartBody({ name: 'a.csv', content: csv.repeat(2_000) });
    const cut = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    const response = await post(body.headers['content-type']!, cut);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        code: 'MALFORMED_UPLOAD',
        message:
          'The upload could not be read as multipart/form-data (it ended before its last part). Please try again.',
      },
    ]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 400 MALFORMED_UPLOAD for bytes that are no multipart body at all', async () => {
    const response = await post('multipart/form-data; boundary=----x', 'just some text, no parts');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('MALFORMED_UPLOAD');
  });

  it('answers 400 UNEXPECTED_FIELD for a file sent under another part name, and keeps nothing', async () => {
    const body = multipartBody({ name: 'a.csv', content: csv, field: 'upload' });
    const response = await post(body.headers['content-type']!, body.payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        code: 'UNEXPECTED_FIELD',
        message:
          'Unexpected form field "upload". Send the file in the form field "file" (and optionally "purpose").',
      },
    ]);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 400 UNEXPECTED_FIELD for an unknown plain field and for an unknown purpose', async () => {
    const extra = multipartBody({ name: 'a.csv', content: csv }, { comment: 'hello' });
    const unknown = await post(extra.headers['content-type']!, extra.payload);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({
      code: 'UNEXPECTED_FIELD',
      message:
        'Unexpected form field "comment". Send the file in the form field "file" (and optionally "purpose").',
    });
    const purpose = multipartBody({ name: 'a.csv', content: csv }, { purpose: 'avatar' });
    const wrongPurpose = await post(purpose.headers['content-type']!, purpose.payload);
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().errors[0].code).toBe('UNKNOWN_PURPOSE');
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 415 for a body that is not multipart at all', async () => {
    const response = await post('application/json', JSON.stringify({ file: csv }));
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toEqual({
      code: 'NOT_MULTIPART',
      message: 'Upload the file as multipart/form-data with the field "file".',
    });
  });

  it('still stores a well-formed upload', async () => {
    const body = multipartBody({ name: 'a.csv', content: csv }, { purpose: 'csv-import' });
    const response = await post(body.headers['content-type']!, body.payload);
    expect(response.statusCode).toBe(201);
    expect(await storedFiles()).toHaveLength(1);
  });
});
