import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log';

async function logOf(path: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, sink),
    logController: new OneLineRequestLog(),
  });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.inject({ method: 'GET', url: path });
  await app.close();
  return lines.filter((line) => line.reqId !== undefined);
}

describe('OneLineRequestLog', () => {
  it('writes one line per request, naming the request beside its status and time', async () => {
    const lines = await logOf('/fine?page=2');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/fine?page=2' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('still names the request of a failed call', async () => {
    const lines = await logOf('/broken');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ req: { method: 'GET', url: '/broken' }, res: { statusCode: 500 } });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
