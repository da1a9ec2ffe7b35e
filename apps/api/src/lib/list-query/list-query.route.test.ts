import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../error-handler';
import { parseListQuery } from './list-query';
import { subscriptionList } from './list-query.fixtures';
import { describeListQuery, flatQuerySchema, listQuerySchema } from './list-query.schema';

const app = Fastify().withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(swagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.get(
    '/items',
    {
      schema: {
        querystring: listQuerySchema(subscriptionList),
        description: describeListQuery(subscriptionList),
      },
    },
    async (request) => {
      const { page, size, sort, include } = parseListQuery(subscriptionList, request.query);
      return { data: { page, size, sort, include: [...include] } };
    },
  );
  app.get('/flat', { schema: { querystring: flatQuerySchema } }, async (request) => {
    const { page } = parseListQuery(subscriptionList, request.query);
    return { data: { page } };
  });
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('a list route behind Fastify', () => {
  it('parses bracket keys from the real querystring parser', async () => {
    const response = await get(
      '/items?page=2&size=5&where[amount][gt]=1000&orderBy[0][amount]=asc&include[assets]=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        page: 2,
        size: 5,
        sort: [
          { key: 'amount', direction: 'asc' },
          { key: 'createdAt', direction: 'desc' },
        ],
        include: ['assets'],
      },
    });
  });

  it('passes repeated keys and encoded brackets through', async () => {
    const repeated = await get(
      '/items?where[tradingStatus]=SOLD&where[tradingStatus]=PLEDGED&where%5Bname%5D%5Bcontains%5D=a%25',
    );
    expect(repeated.statusCode).toBe(200);
    expect((await get('/flat?page=3')).json()).toEqual({ data: { page: 3 } });
  });

  it('answers 400 INVALID_QUERY for hostile keys and values, never 500', async () => {
    const cases: [string, string][] = [
      ['/items?__proto__=x', 'Forbidden name "__proto__" in query key "__proto__"'],
      ['/items?constructor=x', 'Forbidden name "constructor" in query key "constructor"'],
      ['/items?where[__proto__][x]=1', 'Forbidden name "__proto__" in query key "where[__proto__][x]"'],
      ['/flat?__proto__[x]=1', 'Forbidden name "__proto__" in query key "__proto__[x]"'],
      ['/items?where[=1', 'Malformed query key "where["'],
      [
        '/items?where[name]=a%00b',
        'Value of "where[name]" must not contain control characters, line breaks or bidirectional formatting characters',
      ],
      [
        '/items?where[name][contains]=%E2%80%AEfdp.exe',
        'Value of "where[name][contains]" must not contain control characters, line breaks or bidirectional formatting characters',
      ],
      ['/items?where[foo]=1', 'Unknown filter field "foo" in where[foo]'],
      ['/items?page=0', 'Invalid page "0": expected a whole number from 1 to 1000000'],
      ['/items?page=1&page=2', 'page is given more than once'],
      ['/flat?size=1e9', 'Invalid size "1e9": expected a whole number from 1 to 50'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { errors: [{ code: 'INVALID_QUERY', message }] },
      });
    }
  });

  it('documents page, size and the whitelist in OpenAPI', () => {
    const operation = (
      app.swagger() as {
        paths: Record<string, { get: { parameters: { name: string }[]; description: string } }>;
      }
    ).paths['/items']!.get;
    expect(operation.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'size']),
    );
    expect(JSON.stringify(operation)).toContain('Rows per page, 1 to 50 (default 20)');
    expect(operation.description).toContain(
      'where[assets][some][status][eq|not|in]=DRAFT|COMPLETED|CANCELLED',
    );
  });
});
