import { integrationResponseSchema } from '@tranche/contracts';
import {
  accountingReturnBodySchema,
  apideckConnectQuerySchema,
  apideckSessionResponseSchema,
  codatReconnectBodySchema,
  zohoUrlQuerySchema,
  zohoUrlResponseSchema,
} from '@tranche/contracts/accounting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';
import { loadAccountCaller } from '../accounts/account-context';
import { codatLinkPassed, reconnectCodat } from './accounting-connect.service';
import { apideckConnect, startApideckSession } from './apideck-connect.service';
import { zohoUrl } from './zoho-url';

const tags = ['accounting'];
const idParams = z.object({ id: z.uuid() });

/**
 * Spec §7 accounting connections: the aggregator's link page and its return (Codat), the
 * accounting tool's consent page at its data centre (Zoho Books), and the unified API's vault
 * (Apideck). `POST integrations {type: codat}` starts the aggregator's link (integrations routes).
 * Client companies only.
 */
export const accountingRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const client = async (request: Parameters<typeof loadAccountCaller>[1]) =>
    (await loadAccountCaller(container, request, 'CLIENT')).account.id;
  const guarded = { onRequest: app.requireUser };

  for (const [path, summary] of [
    [
      'connectCompanyPassed',
      'Back from the link page: the linked accounting connection becomes active and syncs',
    ],
    ['reconnectCompanyPassed', 'Back from linking a connection again: active again, and a sync starts'],
  ] as const) {
    app.patch(
      `/codat/${path}/:id`,
      {
        ...guarded,
        schema: {
          tags,
          summary,
          params: idParams,
          body: accountingReturnBodySchema,
          response: { 200: integrationResponseSchema },
        },
      },
      async (request) => ({
        data: await codatLinkPassed(container, await client(request), request.params.id, request.body?.error),
      }),
    );
  }

  app.post(
    '/integrations/codat/reconnect',
    {
      ...guarded,
      schema: {
        tags,
        summary: "A new link page for the aggregator's connection (an expired one); the answer carries it",
        body: codatReconnectBodySchema,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({ data: await reconnectCodat(container, await client(request), request.body) }),
  );

  app.get(
    '/integrations/zoho-url',
    {
      ...guarded,
      schema: {
        tags,
        summary: "The accounting tool's consent page at a data centre (location: eu, com, in, …)",
        querystring: zohoUrlQuerySchema,
        response: { 200: zohoUrlResponseSchema },
      },
    },
    async (request) => {
      await client(request);
      return { data: zohoUrl(container, request.query.location) };
    },
  );

  app.post(
    '/apideck/session',
    {
      ...guarded,
      schema: {
        tags,
        summary: "The unified API's vault page, where the user picks and authorises their accounting tool",
        response: { 200: apideckSessionResponseSchema },
      },
    },
    async (request) => ({ data: await startApideckSession(container, await client(request)) }),
  );

  app.get(
    '/apideck/connect',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Back from the vault: the authorised connection becomes active and syncs',
        querystring: apideckConnectQuerySchema,
        response: { 200: integrationResponseSchema },
      },
    },
    async (request) => ({
      data: await apideckConnect(container, await client(request), request.query.error),
    }),
  );
};
