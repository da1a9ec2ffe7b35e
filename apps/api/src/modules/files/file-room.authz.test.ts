import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, createCompanyActor } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PDF, uploadToRoom } from './testing/file-room-fixtures';

/**
 * Who may call each file-room route: anonymous, the owning client, another client, an investor the
 * file is shared with, one it is not, an investor still in review (named in a share) and an admin.
 * Another company's file is "not found", never "forbidden".
 */
type Who = 'anonymous' | 'owner' | 'otherClient' | 'sharedInvestor' | 'investor' | 'reviewInvestor' | 'admin';

let t: TestApp;
const actors = {} as Record<Exclude<Who, 'anonymous'>, Actor & { accountId?: string }>;
let fileId: string;
let shareId: string;

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    env: { IDENTITY_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  actors.owner = await createCompanyActor(t, 'client', { companyName: 'Owner GmbH' });
  actors.otherClient = await createCompanyActor(t, 'client', { companyName: 'Other GmbH' });
  actors.sharedInvestor = await createCompanyActor(t, 'investor', { approved: true });
  actors.investor = await createCompanyActor(t, 'investor', { approved: true });
  actors.reviewInvestor = await createCompanyActor(t, 'investor');
  actors.admin = await createActor(t, { admin: true, label: 'admin' });
  fileId = (await uploadToRoom(t, actors.owner, { name: 'deck.pdf', content: PDF })).json().data.id;
  for (const investor of [actors.sharedInvestor, actors.reviewInvestor]) {
    const shared = await actors.owner.call('POST', `/api/file/${fileId}/shares`, {
      investorAccountId: investor.accountId,
    });
    shareId ??= shared.json().data[0].id;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function call(who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) {
  if (who === 'anonymous') return t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
  return actors[who].call(method, url, body);
}

/** Expected status per caller; unlisted callers get `otherwise`. */
const matrix: Array<{
  route: string;
  request: () => [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object];
  expect: Partial<Record<Who, number>> & { otherwise: number };
}> = [
  {
    route: 'GET /file',
    request: () => ['GET', '/api/file'],
    expect: { anonymous: 401, owner: 200, otherClient: 200, otherwise: 403 },
  },
  {
    route: 'GET /file/{id}?download=false',
    request: () => ['GET', `/api/file/${fileId}?download=false`],
    expect: {
      anonymous: 401,
      owner: 200,
      otherClient: 404,
      sharedInvestor: 200,
      investor: 404,
      otherwise: 403,
    },
  },
  {
    route: 'GET /file/{id}?download=true',
    request: () => ['GET', `/api/file/${fileId}?download=true`],
    expect: {
      anonymous: 401,
      owner: 200,
      otherClient: 404,
      sharedInvestor: 200,
      investor: 404,
      otherwise: 403,
    },
  },
  {
    route: 'PATCH /file/{id}',
    request: () => ['PATCH', `/api/file/${fileId}`, { tags: ['board'] }],
    expect: { anonymous: 401, owner: 200, otherClient: 404, otherwise: 403 },
  },
  {
    route: 'GET /file/share-targets',
    request: () => ['GET', '/api/file/share-targets'],
    expect: { anonymous: 401, owner: 200, otherClient: 200, otherwise: 403 },
  },
  {
    route: 'GET /file/shares',
    request: () => ['GET', '/api/file/shares'],
    expect: { anonymous: 401, owner: 200, otherClient: 200, otherwise: 403 },
  },
  {
    route: 'GET /file/{id}/shares',
    request: () => ['GET', `/api/file/${fileId}/shares`],
    expect: { anonymous: 401, owner: 200, otherClient: 404, otherwise: 403 },
  },
  {
    route: 'POST /file/{id}/shares',
    request: () => [
      'POST',
      `/api/file/${fileId}/shares`,
      { investorAccountId: actors.sharedInvestor.accountId! },
    ],
    expect: { anonymous: 401, owner: 201, otherClient: 404, otherwise: 403 },
  },
  {
    route: 'GET /file/shared',
    request: () => ['GET', '/api/file/shared'],
    expect: { anonymous: 401, sharedInvestor: 200, investor: 200, otherwise: 403 },
  },
  {
    route: 'DELETE /file/{id}/shares/{shareId}',
    request: () => ['DELETE', `/api/file/${fileId}/shares/${shareId}`],
    expect: { anonymous: 401, owner: 200, otherClient: 404, otherwise: 403 },
  },
  {
    route: 'DELETE /file/{id}',
    request: () => ['DELETE', `/api/file/${fileId}`],
    expect: { anonymous: 401, owner: 200, otherClient: 404, otherwise: 403 },
  },
];

// The owner goes last on each route, so its writes (unshare, delete) do not change what the others see.
const callers: Who[] = [
  'anonymous',
  'otherClient',
  'sharedInvestor',
  'investor',
  'reviewInvestor',
  'admin',
  'owner',
];

describe('file room authorisation matrix', () => {
  for (const row of matrix) {
    it(row.route, async () => {
      const seen: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const who of callers) {
        const [method, url, body] = row.request();
        seen[who] = (await call(who, method, url, body)).statusCode;
        wanted[who] = row.expect[who] ?? row.expect.otherwise;
      }
      expect(seen).toEqual(wanted);
    });
  }

  it('uploads into the file room: clients only', async () => {
    expect((await uploadToRoom(t, actors.investor, { name: 'a.pdf', content: PDF })).statusCode).toBe(403);
    expect((await uploadToRoom(t, actors.admin, { name: 'a.pdf', content: PDF })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/file' });
    expect(anonymous.statusCode).toBe(401);
  });
});
