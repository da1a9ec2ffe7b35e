import {
  CSV_IMPORT_MESSAGES,
  type CsvImportKind,
  type CsvRowProblems,
  countResponseSchema,
  csvImportListResponseSchema,
  csvImportResponseSchema,
  INVALID_ROWS_CODE,
  type InvalidRowsError,
  importCreatedResponseSchema,
  importCustomersBodySchema,
  importFromFileBodySchema,
  importPaymentsBodySchema,
  importSubscriptionsBodySchema,
  invalidRowsErrorSchema,
} from '@tranche/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { describeListQuery, listQuerySchema } from '../../lib/list-query';
import { loadAccountCaller } from '../accounts/account-context';
import { csvImportList } from './csv-import.resource';
import {
  countCompanyImports,
  createJsonImport,
  getCompanyImport,
  listCompanyImports,
  startFileImport,
} from './csv-import.service';
import { problemLines } from './import-records';

/** JSON imports carry up to MAX_JSON_IMPORT_ROWS rows; this leaves room for long cells. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
/** Rows listed in a 422; a file with more bad rows says how many in the message. */
const MAX_LISTED_ROWS = 1_000;

export function invalidRowsBody(rows: readonly CsvRowProblems[]): InvalidRowsError {
  const listed = rows.slice(0, MAX_LISTED_ROWS);
  return {
    errors: [
      {
        code: INVALID_ROWS_CODE,
        message: CSV_IMPORT_MESSAGES.ROWS_HAVE_PROBLEMS.replace('{{count}}', String(rows.length)),
        messages: problemLines(listed),
        rows: listed,
      },
    ],
  };
}

/** Spec §7 CSV calls of a client: the three JSON imports, the from-file import, history and count. */
export const csvImportRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const caller = async (request: FastifyRequest) => {
    const { account, sub } = await loadAccountCaller(container, request, 'CLIENT');
    return { accountId: account.id, sub };
  };

  async function jsonImport(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: CsvImportKind,
    body: { uploadedFileId: string; send_notification: boolean },
    records: Record<string, unknown>[],
  ) {
    const result = await createJsonImport(container, await caller(request), kind, records, {
      uploadedFileId: body.uploadedFileId,
      sendNotification: body.send_notification,
    });
    if (!result.ok) return reply.status(422).send(invalidRowsBody(result.rows));
    const { id, status, rowCount } = result.csvImport;
    return reply.status(201).send({ data: { id, status: status as 'PENDING', rowCount } });
  }

  const jsonRoute = <B extends z.ZodType>(summary: string, body: B) => ({
    onRequest: app.requireUser,
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['csv-import'],
      summary,
      body,
      response: { 201: importCreatedResponseSchema, 422: invalidRowsErrorSchema },
    },
  });

  app.post(
    '/csv-import/subscriptions',
    jsonRoute('Import reviewed subscription rows (waits for the operator)', importSubscriptionsBodySchema),
    async (request, reply) => jsonImport(request, reply, 'subscriptions', request.body, request.body.subs),
  );
  app.post(
    '/csv-import/payments',
    jsonRoute('Import payment rows (waits for the operator)', importPaymentsBodySchema),
    async (request, reply) => jsonImport(request, reply, 'payments', request.body, request.body.payments),
  );
  app.post(
    '/csv-import/customers',
    jsonRoute('Import customer rows (waits for the operator)', importCustomersBodySchema),
    async (request, reply) => jsonImport(request, reply, 'customers', request.body, request.body.customers),
  );

  app.post(
    '/csv-import/subscriptions/from-file',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['csv-import'],
        summary: 'Import a stored CSV file in a job (big files); follow GET /csv-import/{id}',
        body: importFromFileBodySchema,
        response: { 202: csvImportResponseSchema },
      },
    },
    async (request, reply) => {
      const { accountId, sub } = await caller(request);
      const created = await startFileImport(container, { accountId, sub }, request.body);
      return reply.status(202).send({ data: await getCompanyImport(container, accountId, created.id) });
    },
  );

  const listSchema = {
    tags: ['csv-import'],
    description: describeListQuery(csvImportList),
    querystring: listQuerySchema(csvImportList),
  };
  app.get(
    '/csv-import',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: "The company's imports (where[status]=ALL|PENDING|…)",
        response: { 200: csvImportListResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = await caller(request);
      return { data: await listCompanyImports(container, accountId, request.query) };
    },
  );
  app.get(
    '/csv-import/count',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: 'How many imports the same filters match',
        response: { 200: countResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = await caller(request);
      return { data: { count: await countCompanyImports(container, accountId, request.query) } };
    },
  );
  app.get(
    '/csv-import/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['csv-import'],
        summary: 'One import with its progress and problems',
        params: z.object({ id: z.uuid() }),
        response: { 200: csvImportResponseSchema },
      },
    },
    async (request) => {
      const { accountId } = await caller(request);
      return { data: await getCompanyImport(container, accountId, request.params.id) };
    },
  );
};
