import {
  createIntegrationBodySchema,
  deleteIntegrationByTypeBodySchema,
  idParamsSchema,
  integrationAuthorizationQuerySchema,
  integrationAuthorizationResponseSchema,
  integrationExpiriesResponseSchema,
  integrationListQuerySchema,
  integrationListResponseSchema,
  integrationResponseSchema,
  patchIntegrationBodySchema,
  syncIntegrationBodySchema,
} from '@tranche/contracts';
import { CONNECTION_STYLES, type IntegrationType } from '@tranche/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { connectCodat } from '../accounting/accounting-connect.service';
import { loadAccountCaller } from '../accounts/account-context';
import { connectBank } from '../banking/bank-connect.service';
import {
  authorization,
  connectIntegration,
  expiriesOf,
  integrationsOf,
  patchIntegration,
  removeIntegration,
  requestSync,
} from './integrations.service';

const tags = ['integrations'];

/**
 * Spec §7 Integrations and `POST /subscriptions/sync`: a client company's connections to its
 * billing and payment providers. Available before the operator's review: connecting data is part
 * of onboarding.
 */
export const integrationsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const guarded = { onRequest: app.requireUser };

  app.get(
    '/integrations',
    {
      ...guarded,
      schema: {
        tags,
        summary: "The company's connections that are not deleted (filter by category, status, type list)",
        querystring: integrationListQuerySchema,
        response: { 200: integrationListResponseSchema },
      },
    },
    async (request) => {
      const accountId = await client(request);
      const { category, status, type } = request.query;
      return {
        data: await integrationsOf(container, accountId, {
          ...(category ? { category } : {}),
          ...(status ? { status } : {}),
          ...(type ? { types: type } : {}),
        }),
      };
    },
  );

  app.get(
    '/integrations/authorization',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Where to authorise Tranche: the provider's consent page, or the sandbox's",
        querystring: integrationAuthorizationQuerySchema,
        response: { 200: integrationAuthorizationResponseSchema },
      },
    },
    async (request) => {
      await client(request);
      return { data: authorization(container, request.query.type as IntegrationType) };
    },
  );

  app.post(
    '/integrations',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Connects a provider with its authorization code, or its vanity URL and API key (INTEGRATION_ADD); the first sync starts',
        body: createIntegrationBodySchema,
        response: { 201: integrationResponseSchema },
      },
    },
    async (request, reply) => {
      const accountId = await client(request);
      const { type, authorizationCode, state, vanityUrl, apiKey, institutionId, country } = request.body;
      if (CONNECTION_STYLES[type as IntegrationType] === 'companyLink')
        return reply.code(201).send({ data: await connectCodat(container, accountId) });
      if (CONNECTION_STYLES[type as IntegrationType] === 'bankConsent') {
        const bank = await connectBank(container, accountId, {
          ...(institutionId ? { institutionId } : {}),
          ...(country ? { country } : {}),
        });
        return reply.code(201).send({ data: bank });
      }
      const data = await connectIntegration(container, accountId, {
        type: type as IntegrationType,
        ...(authorizationCode ? { authorizationCode } : {}),
        ...(state ? { state } : {}),
        ...(vanityUrl ? { vanityUrl } : {}),
        ...(apiKey ? { apiKey } : {}),
      });
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/integrations/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Stores the client's raw settings of a connection (INTEGRATION_UPDATED)",
        params: idParamsSchema,
        body: patchIntegrationBodySchema,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({
      data: await patchIntegration(container, await client(request), request.params.id, request.body.raw),
    }),
  );

  app.delete(
    '/integrations/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Deletes a connection (INTEGRATION_DELETED); what it synced stays',
        params: idParamsSchema,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({
      data: await removeIntegration(container, await client(request), { id: request.params.id }),
    }),
  );

  app.delete(
    '/integrations',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Deletes the card-payment provider's connection by type and its account id there",
        body: deleteIntegrationByTypeBodySchema,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({ data: await removeIntegration(container, await client(request), request.body) }),
  );

  app.post(
    '/integrations/sync',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Starts a sync of the connection of that type (and category)',
        body: syncIntegrationBodySchema,
        response: { 202: integrationListResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await requestSync(container, await client(request), request.body);
      return reply.code(202).send({ data });
    },
  );

  app.post(
    '/subscriptions/sync',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Starts a sync of the company's billing connections, or of one",
        body: z.strictObject({ integrationId: z.uuid().optional() }).optional(),
        response: { 202: integrationListResponseSchema },
      },
    },
    async (request, reply) => {
      const id = request.body?.integrationId;
      const data = await requestSync(container, await client(request), id ? { id } : { category: 'billing' });
      return reply.code(202).send({ data });
    },
  );

  app.get(
    '/integrations/expiries',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Connections that expired or expire within 14 days',
        response: { 200: integrationExpiriesResponseSchema },
      },
    },
    async (request) => ({ data: await expiriesOf(container, await client(request)) }),
  );
};
