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

/** The names in the company's store folder, as one string so a failure shows them whole. */
async function storedFiles(): Promise<string> {
  const names = await readdir(path.join(t.dataDir, 'files', client.accountId)).catch(() => []);
  return names.join(', ');
}

async function listedFiles(): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/file',
    headers: { authorization: `Bearer ${client.idToken}` },
  });
  return response.json().data.length;
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
    expect(await storedFiles()).toBe('');
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
    expect(await storedFiles()).toBe('');
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
    expect(await storedFiles()).toBe('');
  });

  it('answers 415 for a body that is not multipart at all', async () => {
    const response = await post('application/json', JSON.stringify({ file: csv }));
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toEqual({
      code: 'NOT_MULTIPART',
      message: 'Upload the file as multipart/form-data with the field "file".',
    });
  });

  it('keeps nothing of a file already read when a later part is refused: a second file, or fields after it', async () => {
    const two = multipartBody({ name: 'a.csv', content: csv }, {}, [{ name: 'b.csv', content: csv }]);
    const twoFiles = await post(two.headers['content-type']!, two.payload);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().errors[0].code).toBe('TOO_MANY_FILES');
    // The API asks for the fields first: a purpose after the file would come too late to apply.
    for (const fields of [{ purpose: 'file-room' }, { comment: 'hello' }] as Record<string, string>[]) {
      const late = multipartBody({ name: 'a.csv', content: csv }, fields, [], 'last');
      const response = await post(late.headers['content-type']!, late.payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        code: 'MALFORMED_UPLOAD',
        message:
          'The upload could not be read as multipart/form-data (its fields come after the file). Please try again.',
      });
    }
    // Cut off just before the closing `--`: the file part ended whole, the upload did not.
    const cut = multipartBody({ name: 'a.csv', content: csv });
    const cutResponse = await post(
      cut.headers['content-type']!,
      cut.payload.subarray(0, cut.payload.length - 4),
    );
    expect(cutResponse.statusCode).toBe(400);
    expect(cutResponse.json().errors[0].code).toBe('MALFORMED_UPLOAD');
    expect(await storedFiles()).toBe('');
    expect(await listedFiles()).toBe(0);
  });

  it('still stores a well-formed upload', async () => {
    const body = multipartBody({ name: 'a.csv', content: csv }, { purpose: 'csv-import' });
    const response = await post(body.headers['content-type']!, body.payload);
    expect(response.statusCode).toBe(201);
    expect(await storedFiles()).toBe(response.json().data.id);
    expect(await listedFiles()).toBe(1);
  });
});
