import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationContract } from '../verification-contract';
import { sumsubVerification } from './sumsub-provider';
import { sumsubPayloadDigest, verifySumsubDigest } from './sumsub-signing';

const APP_TOKEN = 'sbx:test-app-token';
const SECRET = 'test-secret-key';
const WEBHOOK_SECRET = 'test-webhook-secret';

/**
 * A small stand-in for api.sumsub.com: it checks each request's app-token signature the way
 * Sumsub documents it (HMAC-SHA256 of ts + method + path + body) and answers like Sumsub.
 */
function fakeSumsub() {
  const applicants = new Map<string, Record<string, unknown>>();
  const seen: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const ts = String(request.headers['x-app-access-ts'] ?? '');
      const expected = createHmac('sha256', SECRET)
        .update(ts + request.method + request.url + body)
        .digest('hex');
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.headers['x-app-token'] !== APP_TOKEN || request.headers['x-app-access-sig'] !== expected)
        return answer(401, { code: 401, description: 'Request signature mismatch' });
      seen.push(`${request.method} ${request.url}`);
      const url = new URL(request.url ?? '/', 'http://sumsub.local');
      if (request.method === 'POST' && url.pathname === '/resources/applicants') {
        const input = JSON.parse(body) as Record<string, unknown>;
        const id = randomUUID().replaceAll('-', '').slice(0, 24);
        const applicant = { id, ...input, review: { reviewStatus: 'init' } };
        applicants.set(id, applicant);
        return answer(200, applicant);
      }
      const one = /^\/resources\/applicants\/(\w+)\/one$/.exec(url.pathname);
      if (request.method === 'GET' && one) {
        const found = applicants.get(one[1]!);
        return found ? answer(200, found) : answer(404, { code: 404, description: 'Not found' });
      }
      if (request.method === 'POST' && url.pathname === '/resources/accessTokens')
        return answer(200, { token: `_act-${randomUUID()}`, userId: url.searchParams.get('userId') });
      return answer(404, { code: 404 });
    });
  });
  return { server, seen, applicants };
}

describe('sumsub verification', () => {
  const fake = fakeSumsub();
  let base = '';
  let server: Server;
  const open = (appToken = APP_TOKEN) =>
    sumsubVerification({
      appToken,
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: base,
      kycLevel: 'basic-kyc-level',
      kybLevel: 'basic-kyb-level',
    });

  beforeAll(async () => {
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  verificationContract(() => open());

  it('signs every request and sends the level and the alpha-3 country', async () => {
    const provider = open();
    const state = await provider.createApplicant(
      { kind: 'company', companyName: 'Northwind', email: 'c@n.de', country: 'DE' },
      'tranche-company-1',
      'basic-kyb-level',
    );
    expect(fake.seen).toContain('POST /resources/applicants?levelName=basic-kyb-level');
    expect(fake.applicants.get(state.applicantId)).toMatchObject({
      type: 'company',
      fixedInfo: { companyInfo: { companyName: 'Northwind', country: 'DEU' } },
    });
    await provider.accessToken('tranche-company-1', 'basic-kyb-level');
    expect(fake.seen.at(-1)).toBe(
      'POST /resources/accessTokens?userId=tranche-company-1&levelName=basic-kyb-level&ttlInSecs=600',
    );
  });

  it('surfaces a refused signature as an expired authorisation', async () => {
    await expect(open('wrong-token').applicant('x')).rejects.toMatchObject({ status: 401, expired: true });
  });

  it('takes a webhook only with a matching digest', () => {
    const body = readFileSync(new URL('./fixtures/webhook-reviewed.json', import.meta.url), 'utf8');
    const provider = open();
    const digest = sumsubPayloadDigest(body, WEBHOOK_SECRET);
    expect(
      provider.verifyWebhook!(body, {
        'x-payload-digest': digest,
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      }),
    ).toMatchObject({ applicantId: '5cb56e8e0a975a35f333cb83', type: 'applicantReviewed' });
    expect(provider.verifyWebhook!(`${body} `, { 'x-payload-digest': digest })).toBeNull();
    expect(provider.verifyWebhook!(body, {})).toBeNull();
    const sha512 = sumsubPayloadDigest(body, WEBHOOK_SECRET, 'HMAC_SHA512_HEX');
    expect(verifySumsubDigest(body, sha512, 'HMAC_SHA512_HEX', WEBHOOK_SECRET)).toBe(true);
    expect(verifySumsubDigest(body, sha512, 'MD5', WEBHOOK_SECRET)).toBe(false);
  });
});
