import {
  countResponseSchema,
  mailPreferencesResponseSchema,
  mailPreferencesSchema,
  markReadResponseSchema,
  notificationListResponseSchema,
} from '@tranche/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { describeListQuery, listQuerySchema } from '../../lib/list-query';
import { loadAccountCaller } from '../accounts/account-context';
import { notificationList } from './notifications.resource';
import {
  countCallerNotifications,
  listCallerNotifications,
  mailPreferences,
  markCallerNotificationsRead,
  saveMailPreferences,
} from './notifications.service';

/** Spec §7 notification calls of clients and investors (admins own no company: 403). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const scope = async (request: FastifyRequest) => {
    const { account, sub } = await loadAccountCaller(container, request);
    return { accountId: account.id, sub };
  };
  const listSchema = {
    tags: ['notifications'],
    description: describeListQuery(notificationList),
    querystring: listQuerySchema(notificationList),
  };

  app.get(
    '/notification',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: "A page of the caller's notifications (where[readClient]=true|false)",
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => ({
      data: await listCallerNotifications(container, await scope(request), request.query),
    }),
  );
  app.get(
    '/notification/count',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: 'How many notifications the same filters match',
        response: { 200: countResponseSchema },
      },
    },
    async (request) => ({
      data: { count: await countCallerNotifications(container, await scope(request), request.query) },
    }),
  );
  app.patch(
    '/notification',
    {
      onRequest: app.requireUser,
      schema: {
        ...listSchema,
        summary: 'Mark notifications read: one with where[id], otherwise all',
        response: { 200: markReadResponseSchema },
      },
    },
    async (request) => ({
      data: { updated: await markCallerNotificationsRead(container, await scope(request), request.query) },
    }),
  );
  app.get(
    '/notification/mail-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'The notification types that also come to the caller by mail',
        response: { 200: mailPreferencesResponseSchema },
      },
    },
    async (request) => ({ data: await mailPreferences(container, (await scope(request)).sub) }),
  );
  app.patch(
    '/notification/mail-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Choose the notification types that also come by mail',
        body: mailPreferencesSchema,
        response: { 200: mailPreferencesResponseSchema },
      },
    },
    async (request) => ({
      data: await saveMailPreferences(container, (await scope(request)).sub, request.body),
    }),
  );
};
