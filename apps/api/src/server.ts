import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Container } from './container';
import { authPlugin } from './identity/auth/auth.plugin';
import { addressKey } from './lib/address-key';
import { errorBody } from './lib/app-error';
import { registerErrorHandler, TOO_MANY_REQUESTS_MESSAGE } from './lib/error-handler';
import { frameworkErrors } from './lib/framework-errors';
import { instrumentRequests } from './lib/metrics';
import { OneLineRequestLog } from './lib/request-log';
import { responseSerializerCompiler } from './lib/response-serializer';
import { addSecurityHeaders } from './lib/security-headers';
import { serveWeb } from './lib/serve-web';
import { accountingRoutes } from './modules/accounting/accounting.routes';
import { forgetCallerReads } from './modules/accounts/account-context';
import { adminAccountsRoutes } from './modules/accounts/admin-accounts.routes';
import { companyRoutes } from './modules/accounts/company.routes';
import { userRoutes } from './modules/accounts/user.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { anomaliesRoutes } from './modules/anomalies/anomalies.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { speechRoutes } from './modules/assistant/speech/speech.routes';
import { bankRoutes } from './modules/banking/bank.routes';
import { configRoutes } from './modules/config/config.routes';
import { csvImportRoutes } from './modules/csv-import/csv-import.routes';
import { csvImportAdminRoutes } from './modules/csv-import/csv-import-admin.routes';
import { currencyExchangeRoutes } from './modules/currency-exchange/currency-exchange.routes';
import { discoverRoutes } from './modules/discover/discover.routes';
import { fileRoomRoutes } from './modules/files/file-room.routes';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { invoicesRoutes } from './modules/integrations/invoices.routes';
import { stripeSubscriptionsRoutes } from './modules/integrations/stripe-subscriptions.routes';
import { webhooksRoutes } from './modules/integrations/webhooks.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { marketplaceSettingsRoutes } from './modules/marketplace-settings/marketplace-settings.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ratingRoutes } from './modules/rating/rating.routes';
import { strategiesRoutes } from './modules/strategies/strategies.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { verificationWebhookRoutes } from './modules/verification/verification-webhook.routes';
import { createRealtime } from './realtime/realtime';
import { traceRequests } from './tracing/request-spans';

export type App = FastifyInstance;

const SUMSUB_SCRIPT_SRC = ['https://static.sumsub.com'];
/** Sumsub's SDK frame and the calls its loader makes to Sumsub. */
const SUMSUB_FRAME_SRC = ['https://*.sumsub.com'];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The HTTP API under /api/, its docs, and the built web app at every other path. */
export async function buildServer(container: Container): Promise<App> {
  const { env } = container;
  const sumsub = container.verification.mode === 'sumsub';
  const app = Fastify({
    loggerInstance: container.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Most calls carry a small JSON body; imports and uploads set their own, larger limits.
    bodyLimit: 64 * 1024,
    frameworkErrors,
    forceCloseConnections: 'idle',
    logController: new OneLineRequestLog(),
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  instrumentRequests(app, container.metrics);
  if (container.tracing.enabled) traceRequests(app);
  // Once closing, answers in flight end their keep-alive connections so the server can close.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    if (request.method !== 'GET' && request.method !== 'HEAD') forgetCallerReads(container);
  });

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // With Sumsub, its web SDK is loaded from its CDN and runs in its own frame.
        scriptSrc: ["'self'", ...(sumsub ? SUMSUB_SCRIPT_SRC : [])],
        ...(sumsub ? { frameSrc: SUMSUB_FRAME_SRC } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [
          "'self'",
          'ws:',
          'wss:',
          ...(env.AUTH_MODE === 'cognito' ? ['https://*.amazonaws.com'] : []),
          ...(sumsub ? SUMSUB_FRAME_SRC : []),
        ],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Local and LAN installs are served over plain http; never rewrite their requests to https.
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only where the public address is https: on a plain-http install it would tell browsers
    // to refuse the very address the app is reached at.
    strictTransportSecurity: env.PUBLIC_URL.startsWith('https://'),
  });

  // JSON over 1 KB goes out compressed. Before any route, since the plugin attaches itself per route;
  // replies already encoded (the web app's precompressed files) and binary downloads pass untouched.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Text only: the plugin's default also takes application/octet-stream, and file downloads
    // (already-compressed PDFs, images, archives) would be squeezed again for nothing.
    customTypes: /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)|^application\/javascript(?:;|$)/,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tranche API',
        description: 'Recurring-revenue financing marketplace',
        version: '1.0.0',
      },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, { verifier: container.identity.verifier });
  const identityRoutes = container.identity.routes;
  if (identityRoutes) await app.register(identityRoutes, { prefix: '/identity' });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: env.RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: addressKey,
        ...(env.REDIS_URL ? { redis: new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) } : {}),
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          ...errorBody({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_REQUESTS_MESSAGE }),
          retryAfter: context.after,
        }),
      });
      await api.register(healthRoutes, { container });
      await api.register(configRoutes, { container });
      await api.register(telemetryRoutes, { container });
      await api.register(metricsRoutes, { container });
      await api.register(filesRoutes, { container });
      await api.register(fileRoomRoutes, { container });
      await api.register(subscriptionsRoutes, { container });
      await api.register(integrationsRoutes, { container });
      await api.register(bankRoutes, { container });
      await api.register(discoverRoutes, { container });
      await api.register(anomaliesRoutes, { container });
      await api.register(accountingRoutes, { container });
      await api.register(invoicesRoutes, { container });
      await api.register(webhooksRoutes, { container });
      await api.register(stripeSubscriptionsRoutes, { container });
      await api.register(csvImportRoutes, { container });
      await api.register(csvImportAdminRoutes, { container });
      await api.register(userRoutes, { container });
      await api.register(companyRoutes, { container });
      await api.register(adminAccountsRoutes, { container });
      await api.register(ledgerRoutes, { container });
      await api.register(ratingRoutes, { container });
      await api.register(marketplaceRoutes, { container });
      await api.register(strategiesRoutes, { container });
      await api.register(marketplaceSettingsRoutes, { container });
      await api.register(notificationsRoutes, { container });
      await api.register(analyticsRoutes, { container });
      await api.register(currencyExchangeRoutes, { container });
      await api.register(verificationRoutes, { container });
      await api.register(verificationWebhookRoutes, { container });
      await api.register(assistantRoutes, { container });
      await api.register(speechRoutes, { container });
    },
    { prefix: '/api' },
  );

  await serveWeb(app, env.WEB_DIST ?? defaultWebDist);

  const realtime = createRealtime({
    server: app.server,
    logger: container.logger,
    redisUrl: env.REDIS_URL,
    authenticate: (token) => container.authenticateSocket(token),
  });
  container.realtime = realtime;
  // Before the HTTP server closes: open websockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  return app;
}
