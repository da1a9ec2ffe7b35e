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

const owner = { accountId: '00000000-0000-4000-8000-0000000000aa', sub: 'tester' };

describe('saveUpload', () => {
  it('refuses a file the parser cut at the size limit and keeps none of it', async () => {
    const upload = saveUpload(
      t.container,
      owner,
      {
        fileName: 'huge.csv',
        contentType: 'text/csv',
        stream: Readable.from([Buffer.from('a,b\n')]),
        truncated: () => true,
      },
      'csv-import',
    );
    await expect(upload).rejects.toMatchObject({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large; the limit is 200 MB.',
    });
    expect(await readdir(path.join(t.dataDir, 'files', owner.accountId))).toEqual([]);
  });

  it('fails, leaving nothing, when the upload breaks off', async () => {
    async function* aborted() {
      yield Buffer.from('a,b\n');
      throw new Error('client went away');
    }
    const upload = saveUpload(
      t.container,
      owner,
      {
        fileName: 'x.csv',
        contentType: 'text/csv',
        stream: Readable.from(aborted()),
        truncated: () => false,
      },
      'csv-import',
    );
    await expect(upload).rejects.toThrow('client went away');
    expect(await readdir(path.join(t.dataDir, 'files', owner.accountId))).toEqual([]);
  });

  it('removes the stored bytes when the file row cannot be written', async () => {
    // No company has this id: the row's foreign key refuses it after the bytes were stored.
    const upload = saveUpload(
      t.container,
      owner,
      {
        fileName: 'orphan.csv',
        contentType: 'text/csv',
        stream: Readable.from([Buffer.from('a,b\n1,2\n')]),
        truncated: () => false,
      },
      'csv-import',
    );
    await expect(upload).rejects.toThrow();
    expect(await readdir(path.join(t.dataDir, 'files', owner.accountId))).toEqual([]);
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
