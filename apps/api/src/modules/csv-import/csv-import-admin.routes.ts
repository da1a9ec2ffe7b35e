import {
  adminCsvImportListResponseSchema,
  adminCsvImportSchema,
  countResponseSchema,
  rejectImportBodySchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import { describeListQuery, listQuerySchema, parseListQuery } from '../../lib/list-query';
import { countImports, listImports } from './csv-import.repo';
import { adminCsvImportList } from './csv-import.resource';
import { toAdminCsvImport } from './csv-import-view';
import { approveImport, rejectImport } from './import-approval';

/** The operator's review of imports (admins only): list, approve, reject with a reason. */
export const csvImportAdminRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const listSchema = {
    tags: ['admin'],
    description: describeListQuery(adminCsvImportList),
    querystring: listQuerySchema(adminCsvImportList),
  };
  app.get(
    '/admin/csv-imports',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...listSchema,
        summary: 'Imports of every company (where[status]=PENDING to review)',
        response: { 200: adminCsvImportListResponseSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(adminCsvImportList, request.query);
      return { data: (await listImports(container.database.db, query)).map(toAdminCsvImport) };
    },
  );
  app.get(
    '/admin/csv-imports/count',
    {
      onRequest: app.requireAdmin,
      schema: { ...listSchema, summary: 'How many imports match', response: { 200: countResponseSchema } },
    },
    async (request) => {
      const { where } = parseListQuery(adminCsvImportList, request.query);
      return { data: { count: await countImports(container.database.db, where) } };
    },
  );

  const byId = { params: z.object({ id: z.uuid() }) };
  app.post(
    '/admin/csv-imports/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending import: its rows become subscriptions (big ones through a job: APPROVING)',
        ...byId,
        response: { 200: z.object({ data: adminCsvImportSchema }) },
      },
    },
    async (request) => {
      const row = await approveImport(container, request.params.id, currentUser(request).sub);
      return { data: toAdminCsvImport(row) };
    },
  );
  app.post(
    '/admin/csv-imports/:id/reject',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending import; the reason is mailed to the company',
        ...byId,
        body: rejectImportBodySchema,
        response: { 200: z.object({ data: adminCsvImportSchema }) },
      },
    },
    async (request) => {
      const row = await rejectImport(
        container,
        request.params.id,
        currentUser(request).sub,
        request.body.reason,
      );
      return { data: toAdminCsvImport(row) };
    },
  );
};
