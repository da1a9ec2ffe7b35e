import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store';

/**
 * What every file store promises (architecture: files): the same suite runs against the local
 * folder and against an S3-compatible server, so either can hold the file room.
 */
export function describeFileStoreContract(name: string, store: () => FileStore) {
  describe(`${name} file store`, () => {
    it('stores streamed bytes and reports their size and sha256', async () => {
      const body = 'invoice,amount\r\nA-1,100\r\n';
      const result = await store().put(
        'acct-1/doc-1',
        Readable.from([Buffer.from(body.slice(0, 7)), Buffer.from(body.slice(7))]),
      );
      expect(result).toEqual({
        size: Buffer.byteLength(body),
        sha256: createHash('sha256').update(body).digest('hex'),
      });
      expect(await text(await store().open('acct-1/doc-1'))).toBe(body);
    });

    it('streams a file larger than one multipart part and reads it back intact', async () => {
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const chunks = Array.from({ length: 9 }, (_, i) => Buffer.concat([chunk, Buffer.from([i])]));
      const expected = createHash('sha256');
      for (const part of chunks) expected.update(part);
      const result = await store().put('acct-1/big', Readable.from(chunks));
      expect(result.size).toBe(9 * (1024 * 1024 + 1));
      expect(result.sha256).toBe(expected.digest('hex'));
      const read = createHash('sha256');
      for await (const part of await store().open('acct-1/big')) read.update(part as Buffer);
      expect(read.digest('hex')).toBe(result.sha256);
    });

    it('reads a byte range (inclusive end) and an open-ended one', async () => {
      await store().put('acct-1/range', Readable.from([Buffer.from('0123456789')]));
      expect(await text(await store().open('acct-1/range', { start: 2, end: 5 }))).toBe('2345');
      expect(await text(await store().open('acct-1/range', { start: 7 }))).toBe('789');
    });

    it('replaces a key whole and leaves nothing when the source fails midway', async () => {
      await store().put('acct-1/replace', Readable.from([Buffer.from('first')]));
      await store().put('acct-1/replace', Readable.from([Buffer.from('second')]));
      expect(await text(await store().open('acct-1/replace'))).toBe('second');

      async function* failing() {
        yield Buffer.from('half of it');
        throw new Error('connection lost');
      }
      await expect(store().put('acct-1/broken', Readable.from(failing()))).rejects.toThrow('connection lost');
      await expect(store().open('acct-1/broken')).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('removes a key (twice is fine) and then cannot open it', async () => {
      await store().put('acct-1/gone', Readable.from([Buffer.from('x')]));
      await store().remove('acct-1/gone');
      await store().remove('acct-1/gone');
      await expect(store().open('acct-1/gone')).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('refuses keys that are not ours', async () => {
      for (const key of ['../etc/passwd', 'Acct/1', 'a//b', '/abs', 'a/b.pdf']) {
        await expect(store().put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
          'Invalid file store key',
        );
      }
    });
  });
}
