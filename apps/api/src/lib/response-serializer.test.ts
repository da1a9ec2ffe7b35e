import fc from 'fast-check';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from './response-serializer';

const row = z.object({
  id: z.uuid(),
  period: z.union([z.literal(1), z.literal(3), z.literal(12)]),
  status: z.enum(['ACTIVE', 'ENDED']),
  amount: z.int(),
  lastAmount: z.int().nullable(),
  endDate: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
  customer: z.object({ name: z.string(), country: z.string() }).nullable(),
  totals: z.record(z.string(), z.number()),
});
const page = z.object({ data: z.array(row) });

const rows = fc.record({
  id: fc.uuid(),
  period: fc.constantFrom(1, 3, 12),
  status: fc.constantFrom('ACTIVE', 'ENDED'),
  amount: fc.integer(),
  lastAmount: fc.option(fc.integer()),
  endDate: fc.option(fc.constantFrom('2026-02-28', '2024-02-29')),
  createdAt: fc
    .date({ noInvalidDate: true, min: new Date(0), max: new Date('9999-12-31') })
    .map((date) => date.toISOString()),
  customer: fc.option(fc.record({ name: fc.string(), country: fc.string({ maxLength: 2 }) })),
  // An own `__proto__` key is left out: zod's record assigns it through the prototype setter and
  // drops it, where fast-json-stringify writes it as the object has it. No contract's record has
  // keys a caller chooses (they are currencies, codes and parameter names of our own).
  totals: fc.dictionary(
    fc.string().filter((key) => key !== '__proto__'),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  ),
});

async function served<T>(schema: z.ZodType, body: T): Promise<string> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/it', { schema: { response: { 200: schema } } }, async () => body as never);
  const response = await app.inject({ method: 'GET', url: '/it' });
  await app.close();
  return response.body;
}

describe('responseSerializerCompiler', () => {
  it('writes what zod would have written, for any valid page', async () => {
    const serialize = responseSerializerCompiler({
      schema: page,
      method: 'GET',
      url: '/it',
      httpStatus: '200',
    });
    fc.assert(
      fc.property(fc.array(rows, { maxLength: 5 }), (data) => {
        expect(JSON.parse(serialize({ data }))).toEqual(JSON.parse(JSON.stringify(page.encode({ data }))));
      }),
    );
  });

  it('leaves out what the contract does not declare', async () => {
    const body = { name: 'Acme', country: 'DE', passwordHash: 'secret' };
    expect(JSON.parse(await served(z.object({ name: z.string(), country: z.string() }), body))).toEqual({
      name: 'Acme',
      country: 'DE',
    });
  });

  it('refuses a response that misses a required property', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get(
      '/it',
      { schema: { response: { 200: z.object({ name: z.string() }) } } },
      async () => ({}) as never,
    );
    const response = await app.inject({ method: 'GET', url: '/it' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"name"');
  });

  it('turns zod nullables and literal unions into plain JSON Schema', () => {
    const schema = responseJsonSchema(row) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.period).toEqual({ type: 'number', enum: [1, 3, 12] });
    expect(schema.properties.lastAmount).toMatchObject({ type: 'integer', nullable: true });
    expect(schema.properties.customer).toMatchObject({ type: 'object', nullable: true });
  });

  it('keeps zod for a schema whose sides differ or that JSON Schema cannot state', async () => {
    expect(responseJsonSchema(z.object({ at: z.date() }))).toBeNull();
    expect(responseJsonSchema(z.object({ n: z.number().default(1) }))).toBeNull();
    const trimmed = z.object({ name: z.string().transform((name) => name.trim()) });
    expect(responseJsonSchema(trimmed)).toBeNull();
    expect(await served(z.object({ at: z.date() }), { at: 'not a date' })).toContain('error');
  });
});
