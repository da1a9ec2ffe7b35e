import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for api.sumsub.com in API tests: checks each request's app-token signature
 * and answers applicant creation, reads and access tokens like Sumsub. `review` sets what the
 * reviewers decided, as Sumsub's side would before sending its webhook.
 */
export async function startFakeSumsub(appToken: string, secretKey: string) {
  const applicants = new Map<string, Record<string, unknown>>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const ts = String(request.headers['x-app-access-ts'] ?? '');
      const signature = createHmac('sha256', secretKey)
        .update(ts + request.method + request.url + body)
        .digest('hex');
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers['x-app-token'] !== appToken || request.headers['x-app-access-sig'] !== signature)
        return answer(401, { description: 'Request signature mismatch' });
      const url = new URL(request.url ?? '/', 'http://sumsub.local');
      if (request.method === 'POST' && url.pathname === '/resources/applicants') {
        const id = randomUUID().replaceAll('-', '').slice(0, 24);
        const applicant = { id, ...(JSON.parse(body) as object), review: { reviewStatus: 'init' } };
        applicants.set(id, applicant);
        return answer(200, applicant);
      }
      const one = /^\/resources\/applicants\/(\w+)\/one$/.exec(url.pathname);
      if (request.method === 'GET' && one?.[1] && applicants.has(one[1]))
        return answer(200, applicants.get(one[1]));
      if (request.method === 'POST' && url.pathname === '/resources/accessTokens')
        return answer(200, { token: `_act-${randomUUID()}`, userId: url.searchParams.get('userId') });
      return answer(404, { description: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The applicant of an external user id, as created through Tranche. */
    applicantOf: (externalUserId: string) =>
      [...applicants.values()].find((a) => a.externalUserId === externalUserId) as { id: string } | undefined,
    review(applicantId: string, review: Record<string, unknown>, extra: Record<string, unknown> = {}) {
      Object.assign(applicants.get(applicantId)!, { review }, extra);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
