import { schema } from '@tranche/db';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, demoSubscriptions } from './modules/csv-import/import-fixtures';
import { multipartBody } from './modules/csv-import/multipart-body';
import { type Actor, createActor, createCompanyActor } from './test/actors';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Hostile text against every route that takes text (spec §8, issue: text is clean or refused):
 * NUL, other control characters and bidirectional overrides are a 400 naming the field, never a
 * 5xx, and nothing is stored. Malformed ids in paths are a 400 or 404.
 */

const NEVER = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u000e',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const LINE_BREAKS = ['\t', '\n', '\r', '\u2028', '\u2029'];

/** Short text with one refused character inside (trimming cannot remove it). */
const dirty = (chars: readonly string[]) =>
  fc
    .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...chars), fc.string({ maxLength: 6 }))
    .map(([before, char, after]) => `a${before}${char}${after}z`);
const singleLineDirty = dirty([...NEVER, ...LINE_BREAKS]);
const multiLineDirty = dirty(NEVER);

const RUNS = 25;

let t: TestApp;
let client: Actor & { accountId: string };
let investor: Actor & { accountId: string };
let newClient: Actor;
let newInvestor: Actor;
let admin: Actor;
let fileId: string;
let pendingImportId: string;

/** Everything a refused call could have written, as one comparable text. */
async function storedState(): Promise<string> {
  const tables: PgTable[] = [
    schema.profiles,
    schema.accounts,
    schema.bankAccounts,
    schema.csvImports,
    schema.csvImportRows,
    schema.csvImportSubscriptionRows,
    schema.subscriptions,
    schema.appEvents,
    schema.uploadedFiles,
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.container.database.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`,
    );
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
      h: string;
    }[];
    parts.push(`${getTableName(table)}:${row?.n}:${row?.h}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    env: {
      IDENTITY_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SPEECH_RATE_LIMIT_PER_MINUTE: '100000',
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  client = await createCompanyActor(t, 'client', { companyName: 'Clean Text GmbH' });
  investor = await createCompanyActor(t, 'investor', { companyName: 'Clean Invest AG' });
  newClient = await createActor(t, { kind: 'client' });
  newInvestor = await createActor(t, { kind: 'investor' });
  admin = await createActor(t, { admin: true });
  for (const actor of [newClient, newInvestor, admin]) await actor.call('GET', '/api/user');

  const upload = multipartBody({ name: 'subs.csv', content: 'subscription_id\r\nsub_1\r\n' });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/file',
    headers: { ...upload.headers, authorization: `Bearer ${client.idToken}` },
    payload: upload.payload,
  });
  fileId = uploaded.json().data.id;
  const created = await client.call('POST', '/api/csv-import/subscriptions', {
    subs: csvRecords(demoSubscriptions(1)),
    uploadedFileId: fileId,
  });
  expect(created.statusCode, created.body).toBe(201);
  pendingImportId = created.json().data.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const record = () => ({ ...csvRecords(demoSubscriptions(1))[0]! });

interface TextRoute {
  name: string;
  actor: () => Actor;
  method: 'GET' | 'POST' | 'PATCH';
  /** The URL and body carrying `text`, and the field the 400 must name. */
  send: (text: string) => { url: string; body?: unknown; field: string };
  text: fc.Arbitrary<string>;
}

const routes: TextRoute[] = [
  {
    name: 'PATCH /api/user firstName',
    actor: () => client,
    method: 'PATCH',
    send: (text) => ({ url: '/api/user', body: { firstName: text }, field: 'body.firstName' }),
    text: singleLineDirty,
  },
  {
    name: 'PATCH /api/user role',
    actor: () => client,
    method: 'PATCH',
    send: (text) => ({ url: '/api/user', body: { role: text }, field: 'body.role' }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/user lastName',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/user',
      body: { email: 'new-colleague@example.com', firstName: 'New', lastName: text },
      field: 'body.lastName',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/client companyName',
    actor: () => newClient,
    method: 'POST',
    send: (text) => ({ url: '/api/client', body: { companyName: text }, field: 'body.companyName' }),
    text: singleLineDirty,
  },
  {
    name: 'PATCH /api/client city',
    actor: () => client,
    method: 'PATCH',
    send: (text) => ({ url: '/api/client', body: { city: text }, field: 'body.city' }),
    text: singleLineDirty,
  },
  {
    name: 'PATCH /api/client description',
    actor: () => client,
    method: 'PATCH',
    send: (text) => ({ url: '/api/client', body: { description: text }, field: 'body.description' }),
    text: multiLineDirty,
  },
  {
    name: 'PATCH /api/client bank owner',
    actor: () => client,
    method: 'PATCH',
    send: (text) => ({
      url: '/api/client',
      body: { bank: { bankIBAN: 'DE89370400440532013000', bankOwnerName: text, bankCurrency: 'EUR' } },
      field: 'body.bank.bankOwnerName',
    }),
    text: singleLineDirty,
  },
  {
    name: 'PATCH /api/investor bank owner',
    actor: () => investor,
    method: 'PATCH',
    send: (text) => ({
      url: '/api/investor',
      body: { bank: { bankIBAN: 'DE89370400440532013000', bankOwnerName: text, bankCurrency: 'EUR' } },
      field: 'body.bank.bankOwnerName',
    }),
    text: singleLineDirty,
  },
  {
    name: 'PATCH /api/client bank IBAN',
    actor: () => client,
    method: 'PATCH',
    send: (text) => ({
      url: '/api/client',
      body: { bank: { bankIBAN: text, bankOwnerName: 'Owner', bankCurrency: 'EUR' } },
      field: 'body.bank.bankIBAN',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/investor address',
    actor: () => newInvestor,
    method: 'POST',
    send: (text) => ({
      url: '/api/investor',
      body: { companyName: 'Invest', address: text },
      field: 'body.address',
    }),
    text: singleLineDirty,
  },
  {
    name: 'PATCH /api/investor companyForm',
    actor: () => investor,
    method: 'PATCH',
    send: (text) => ({ url: '/api/investor', body: { companyForm: text }, field: 'body.companyForm' }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/csv-import/subscriptions cell',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/csv-import/subscriptions',
      body: { subs: [record(), { ...record(), customer_name: text }], uploadedFileId: fileId },
      field: 'body.subs.1.customer_name',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/csv-import/subscriptions column name',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/csv-import/subscriptions',
      body: { subs: [{ ...record(), [text]: 'x' }], uploadedFileId: fileId },
      field: 'body.subs.0',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/csv-import/payments cell',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/csv-import/payments',
      body: {
        payments: [{ subscription_id: text, due_date: '01.06.2024', amount: '1', currency: 'EUR' }],
        uploadedFileId: fileId,
      },
      field: 'body.payments.0.subscription_id',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/csv-import/customers cell',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/csv-import/customers',
      body: { customers: [{ customer_id: 'c1', name: text }], uploadedFileId: fileId },
      field: 'body.customers.0.name',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/admin/csv-imports/:id/reject reason',
    actor: () => admin,
    method: 'POST',
    send: (text) => ({
      url: `/api/admin/csv-imports/${pendingImportId}/reject`,
      body: { reason: text },
      field: 'body.reason',
    }),
    text: multiLineDirty,
  },
  {
    name: 'POST /api/admin/accounts/:id/reject reason',
    actor: () => admin,
    method: 'POST',
    send: (text) => ({
      url: `/api/admin/accounts/${client.accountId}/reject`,
      body: { reason: text },
      field: 'body.reason',
    }),
    text: multiLineDirty,
  },
  {
    name: 'POST /api/events path',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/events',
      body: { events: [{ name: 'PAGE_VIEW', path: text }] },
      field: 'body.events.0.path',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/events property value',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/events',
      body: { events: [{ name: 'ASSET_ADD', properties: { label: text } }] },
      field: 'body.events.0.properties.label',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/events property name',
    actor: () => client,
    method: 'POST',
    send: (text) => ({
      url: '/api/events',
      body: { events: [{ name: 'ASSET_ADD', properties: { [text]: 1 } }] },
      field: 'body.events.0.properties',
    }),
    text: singleLineDirty,
  },
  {
    name: 'GET /api/analytics/file file name',
    actor: () => client,
    method: 'GET',
    send: (text) => ({
      url: `/api/analytics/file?exporting=data&filename=${encodeURIComponent(text)}`,
      field: 'querystring.filename',
    }),
    text: singleLineDirty,
  },
  {
    name: 'GET /api/subscriptions customer name filter',
    actor: () => client,
    method: 'GET',
    send: (text) => ({
      url: `/api/subscriptions?where[customerName][contains]=${encodeURIComponent(text)}`,
      field: 'where[customerName][contains]',
    }),
    text: singleLineDirty,
  },
  {
    name: 'GET /api/file file name filter',
    actor: () => client,
    method: 'GET',
    send: (text) => ({
      url: `/api/file?where[fileName][contains]=${encodeURIComponent(text)}`,
      field: 'where[fileName][contains]',
    }),
    text: singleLineDirty,
  },
  {
    name: 'POST /api/llm/tts message',
    actor: () => investor,
    method: 'POST',
    send: (text) => ({ url: '/api/llm/tts', body: { message: text }, field: 'body.message' }),
    text: multiLineDirty,
  },
];

describe('hostile text on every route that takes text', () => {
  it.each(routes)('$name: 400 naming the field, never 5xx, nothing stored', async (route) => {
    const before = await storedState();
    await fc.assert(
      fc.asyncProperty(route.text, async (text) => {
        const { url, body, field } = route.send(text);
        const response = await route.actor().call(route.method, url, body);
        expect(response.statusCode, response.body).toBe(400);
        const messages: string[] = response.json().errors.map((error: { message: string }) => error.message);
        expect(
          messages.some((message) => message.includes(field)),
          messages.join('; '),
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(await storedState()).toBe(before);
  });

  it('keeps tab and line breaks in a multi-line field', async () => {
    const response = await client.call('PATCH', '/api/client', { description: 'Line one\n\tLine two' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.description).toBe('Line one\n\tLine two');
  });
});

describe('malformed ids in paths', () => {
  type IdRoute = {
    actor: () => Actor;
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    path: string;
    url: (id: string) => string;
  };
  const idRoute = (actor: () => Actor, method: IdRoute['method'], path: string): IdRoute => ({
    actor,
    method,
    path,
    url: (id) => path.replace(':id', id),
  });
  const idRoutes: IdRoute[] = [
    idRoute(() => client, 'GET', '/api/file/:id'),
    idRoute(() => client, 'GET', '/api/csv-import/:id'),
    idRoute(() => client, 'PATCH', '/api/client/bank-accounts/:id'),
    idRoute(() => investor, 'PATCH', '/api/investor/bank-accounts/:id'),
    idRoute(() => client, 'DELETE', '/api/user/:id?action=disable'),
    idRoute(() => client, 'PATCH', '/api/user/:id'),
    idRoute(() => admin, 'POST', '/api/admin/accounts/:id/approve'),
    idRoute(() => admin, 'POST', '/api/admin/csv-imports/:id/approve'),
  ];

  it.each(idRoutes)('$method $path answers 400 or 404, never 5xx', async (route) => {
    const before = await storedState();
    // Path segments as sent: encoded text of any kind, or raw bytes a router cannot decode.
    const segment = fc.oneof(
      fc
        .oneof(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
          dirty(NEVER),
          fc.constantFrom('0', '-1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(300)),
        )
        .map(encodeURIComponent),
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%00'),
    );
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        const response = await route.actor().call(route.method, route.url(id));
        expect([400, 404], `${id}: ${response.body}`).toContain(response.statusCode);
        expect(response.json().errors[0], id).toEqual({
          code: expect.any(String),
          message: expect.any(String),
        });
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await storedState()).toBe(before);
  });
});
