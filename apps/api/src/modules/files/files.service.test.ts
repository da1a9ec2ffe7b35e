import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { displayName, saveUpload } from './files.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

// No company has this id: a file that reaches the row is refused by its foreign key.
const owner = { accountId: '00000000-0000-4000-8000-0000000000aa', sub: 'tester' };

/** Saves a CSV import upload read from `source`; `truncated` is what the parser reports. */
const saveCsv = (fileName: string, source: Iterable<Buffer> | AsyncIterable<Buffer>, truncated = false) =>
  saveUpload(
    t.container,
    owner,
    { fileName, contentType: 'text/csv', stream: Readable.from(source), truncated: () => truncated },
    'csv-import',
  );

const storedFiles = () => readdir(path.join(t.dataDir, 'files', owner.accountId));

describe('saveUpload', () => {
  it('refuses a file the parser cut at the size limit and keeps none of it', async () => {
    await expect(saveCsv('huge.csv', [Buffer.from('a,b\n')], true)).rejects.toMatchObject({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large; the limit is 200 MB.',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('fails, leaving nothing, when the upload breaks off', async () => {
    async function* aborted() {
      yield Buffer.from('a,b\n');
      throw new Error('client went away');
    }
    await expect(saveCsv('x.csv', aborted())).rejects.toThrow('client went away');
    expect(await storedFiles()).toEqual([]);
  });

  it('removes the stored bytes when the file row cannot be written', async () => {
    await expect(saveCsv('orphan.csv', [Buffer.from('a,b\n1,2\n')])).rejects.toMatchObject({
      cause: { constraint: 'uploaded_files_account_id_accounts_id_fk' },
    });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('displayName', () => {
  it('keeps the last path segment without control or direction characters', () => {
    expect(displayName('C:\\Users\\me\\subs.csv')).toBe('subs.csv');
    expect(displayName('a/b/\u202Evsc.exe')).toBe('vsc.exe');
    expect(displayName('\u0000')).toBe('upload');
    expect(displayName(`${'x'.repeat(300)}.csv`)).toHaveLength(255);
  });
});
