import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createCompanyActor } from './test/actors';
import { createTestApp, type TestApp } from './test/test-app';

/** What came back on a raw connection, and whether the server closed it. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  closedByServer: boolean;
  elapsedMs: number;
}

/**
 * Announces a body of `announcedBytes` but sends only the first `sentBytes` of it, then waits for
 * an answer: a server that reads the body before authenticating never answers.
 */
function partialRequest(
  baseUrl: string,
  request: { method: string; path: string; contentType: string; announcedBytes: number; sentBytes: number },
  timeoutMs = 5_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let raw = '';
    let answered: Omit<RawAnswer, 'closedByServer' | 'elapsedMs'> | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms (answered: ${answered?.status ?? 'nothing'})`));
    }, timeoutMs);
    socket.on('connect', () => {
      socket.write(
        `${request.method} ${request.path} HTTP/1.1\r\nHost: ${hostname}\r\n` +
          `Content-Type: ${request.contentType}\r\nContent-Length: ${request.announcedBytes}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(request.sentBytes, 'a'));
    });
    socket.on('data', (chunk) => {
      raw += chunk.toString('latin1');
      const head = raw.split('\r\n\r\n')[0] ?? '';
      if (!answered && raw.includes('\r\n\r\n')) {
        const [statusLine, ...lines] = head.split('\r\n');
        answered = {
          status: Number(statusLine?.split(' ')[1]),
          headers: Object.fromEntries(
            lines.map((line) => {
              const at = line.indexOf(':');
              return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
            }),
          ),
        };
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      if (!answered) {
        reject(new Error('connection closed without an answer'));
        return;
      }
      resolve({ ...answered, closedByServer: true, elapsedMs: Date.now() - started });
    });
  });
}

describe('authentication before the body', () => {
  let t: TestApp;
  let client: Actor & { accountId: string };

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    client = await createCompanyActor(t, 'client');
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const json = 'application/json';
  const upload = 'multipart/form-data; boundary=----x';
  // Announced sizes below each route's own limit: only authentication can answer before the body.
  const routes: { method: string; path: string; contentType: string; announcedBytes: number }[] = [
    { method: 'POST', path: '/api/csv-import/subscriptions', contentType: json, announcedBytes: 30_000_000 },
    { method: 'POST', path: '/api/csv-import/payments', contentType: json, announcedBytes: 30_000_000 },
    { method: 'POST', path: '/api/csv-import/customers', contentType: json, announcedBytes: 30_000_000 },
    { method: 'POST', path: '/api/file', contentType: upload, announcedBytes: 150_000_000 },
    {
      method: 'POST',
      path: '/api/csv-import/subscriptions/from-file',
      contentType: json,
      announcedBytes: 60_000,
    },
    { method: 'PATCH', path: '/api/client', contentType: json, announcedBytes: 60_000 },
    { method: 'POST', path: '/api/investor', contentType: json, announcedBytes: 60_000 },
    { method: 'PATCH', path: '/api/user', contentType: json, announcedBytes: 60_000 },
    { method: 'POST', path: '/api/user', contentType: json, announcedBytes: 60_000 },
    { method: 'PATCH', path: '/api/client/self-assesment', contentType: json, announcedBytes: 60_000 },
    {
      method: 'POST',
      path: '/api/admin/accounts/6f1c1a5e-8a55-4d1e-9d0e-2b8f0b6f0a11/reject',
      contentType: json,
      announcedBytes: 60_000,
    },
    {
      method: 'POST',
      path: '/api/admin/csv-imports/6f1c1a5e-8a55-4d1e-9d0e-2b8f0b6f0a11/reject',
      contentType: json,
      announcedBytes: 60_000,
    },
  ];

  it.each(routes)('answers an anonymous $method $path with 401 before its body arrives', async (route) => {
    const answer = await partialRequest(t.url, { ...route, sentBytes: 16 * 1024 });
    expect(answer.status).toBe(401);
    // The rest of the body is never read: the server closes the connection after the answer.
    expect(answer.headers.connection).toBe('close');
    expect(answer.closedByServer).toBe(true);
    expect(answer.elapsedMs).toBeLessThan(3_000);
  });

  it('keeps small calls small: a 100 KB profile body is refused with 413 before validation', async () => {
    const response = await client.call('PATCH', '/api/user', { firstName: 'x'.repeat(100 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('gives JSON imports their own limit: a 600 KB import body is read', async () => {
    const subs = Array.from({ length: 3_000 }, (_, i) => ({
      subscription_id: `sub-${i}`,
      customer_name: 'x'.repeat(150),
    }));
    const response = await client.call('POST', '/api/csv-import/subscriptions', {
      subs,
      uploadedFileId: '6f1c1a5e-8a55-4d1e-9d0e-2b8f0b6f0a11',
    });
    expect(JSON.stringify({ subs }).length).toBeGreaterThan(500 * 1024);
    // Read and validated: the named file does not exist.
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('FILE_NOT_FOUND');
  });
});
