import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Container } from '../../container';

/** Where the embedded user pool answers, relative to the origin the browser loaded the app from. */
export const EMBEDDED_POOL_PATH = '/identity/';

const configSchema = z.object({
  data: z.object({
    auth: z.object({
      userPoolId: z.string(),
      userPoolClientId: z.string(),
      /** Embedded pool only: a path the web resolves against its own origin; absent for Cognito. */
      userPoolEndpoint: z.string().optional(),
    }),
  }),
});

/**
 * GET /api/config: what the web app needs before it can talk to the user pool (Amplify Auth's
 * settings), read at run time so one build serves either AUTH_MODE. The embedded endpoint is a path,
 * not PUBLIC_URL: the browser may reach the server under another origin (a LAN address, 127.0.0.1).
 */
export const configRoutes: FastifyPluginAsyncZod<{ container: Container }> = async (app, { container }) => {
  const { config } = container.identity;
  const auth = {
    userPoolId: config.poolId,
    userPoolClientId: config.clientId,
    ...(config.mode === 'embedded' ? { userPoolEndpoint: EMBEDDED_POOL_PATH } : {}),
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Client configuration (user pool)',
        response: { 200: configSchema },
      },
    },
    async () => ({ data: { auth } }),
  );
};
