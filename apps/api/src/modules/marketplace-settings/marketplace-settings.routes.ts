import {
  marketplaceSettingsHistoryResponseSchema,
  marketplaceSettingsResponseSchema,
  saveMarketplaceSettingsBodySchema,
} from '@tranche/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../../container';
import { currentUser } from '../../identity/auth/auth.plugin';
import {
  currentSettingsVersion,
  saveMarketplaceSettings,
  settingsHistory,
} from './marketplace-settings.service';

/** The operator's marketplace rules (reference/marketplace.md: every default is an operator setting). */
export const marketplaceSettingsRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (
  app,
  { container },
) => {
  const { db } = container.database;
  app.get(
    '/admin/marketplace-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The marketplace rules in force (scorecard, discounts, fee, defaults), or the defaults',
        response: { 200: marketplaceSettingsResponseSchema },
      },
    },
    async () => ({ data: await currentSettingsVersion(db) }),
  );

  app.put(
    '/admin/marketplace-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Saves a new version of the marketplace rules with a reason; in force for what is computed next',
        body: saveMarketplaceSettingsBodySchema,
        response: { 200: marketplaceSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await saveMarketplaceSettings(db, request.body, currentUser(request).sub),
    }),
  );

  app.get(
    '/admin/marketplace-settings/history',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Saved versions of the marketplace rules, newest first, with who saved them and why',
        response: { 200: marketplaceSettingsHistoryResponseSchema },
      },
    },
    async () => ({ data: await settingsHistory(db) }),
  );
};
