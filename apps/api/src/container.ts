import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Database, openDatabase, runMigrations } from '@tranche/db';
import type { VerificationProvider } from '@tranche/providers';
import pino, { type Logger } from 'pino';
import type { Env } from './env';
import { loadEncryptionKey } from './identity/crypto/secret-box';
import { createIdentity, type Identity } from './identity/identity';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { allJobs } from './jobs/registry';
import { sendMailJob } from './jobs/send-mail.job';
import { createMailer, type Mailer } from './lib/mailer';
import { createMetrics, type Metrics } from './lib/metrics';
import { findProfile } from './modules/accounts/profiles.repo';
import { createSpeechEngine, type SpeechEngine } from './modules/assistant/speech/speech-engine';
import { createProviderRuntime, type ProviderRuntime } from './modules/integrations/provider-runtime';
import { openVerificationProvider } from './modules/verification/verification-provider';
import type { Realtime, SocketAuthenticator } from './realtime/realtime';
import { startTracing, type Tracing, traceLogFields } from './tracing/tracing';

/** Everything a request handler or job needs, built once per process. */
export interface Container {
  env: Env;
  logger: Logger;
  database: Database;
  mailer: Mailer;
  metrics: Metrics;
  /** OpenTelemetry traces, exported when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing: Tracing;
  jobs: JobQueue;
  /** Token verifier, identity-admin interface and (embedded mode) the user pool's routes. */
  identity: Identity;
  /** Checks a socket.io handshake token; refuses every connection until a verifier is wired. */
  authenticateSocket: SocketAuthenticator;
  /** The providers' keys (sandboxes where none) and the sealed box for their tokens. */
  providers: ProviderRuntime;
  /** KYC/KYB: Sumsub with its keys, else the verification sandbox (its applicants live in this process). */
  verification: VerificationProvider;
  /** Reads the assistant's answers aloud (espeak-ng on this machine; 503 where it is missing). */
  speech: SpeechEngine;
  /** Set once the HTTP server exists (absent in worker-only processes). */
  realtime?: Realtime;
  close(): Promise<void>;
}

export interface ContainerOptions {
  /** An already open database (tests hand in theirs); otherwise opened from the env. */
  database?: Database;
  logger?: Logger;
  /** Run the job workers in this process (the default for `npm start`). */
  runWorkers?: boolean;
}

export async function createContainer(env: Env, options: ContainerOptions = {}): Promise<Container> {
  // Started first, so the first statements and jobs are traced too.
  const tracing = startTracing({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
    serviceName: env.OTEL_SERVICE_NAME,
  });
  const logger = options.logger ?? pino({ level: env.LOG_LEVEL, mixin: traceLogFields });
  await mkdir(env.DATA_DIR, { recursive: true });
  const database =
    options.database ??
    (env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pg') }));
  await runMigrations(database);

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR });
  const metrics = createMetrics();
  const jobs = await createJobQueue(database, logger, allJobs, {
    heartbeatSeconds: env.JOB_HEARTBEAT_SECONDS,
    soleProcess: database.kind === 'pglite',
  });
  const identity = await createIdentity({
    env,
    database,
    logger,
    sendMail: async (mail) => void (await jobs.send(sendMailJob, mail)),
  });

  const providers = createProviderRuntime(
    env,
    await loadEncryptionKey({
      fromEnv: env.IDENTITY_ENCRYPTION_KEY,
      keysDir: path.join(env.DATA_DIR, 'keys'),
    }),
  );

  const container: Container = {
    env,
    providers,
    verification: openVerificationProvider(env),
    speech: createSpeechEngine(),
    logger,
    database,
    mailer,
    metrics,
    tracing,
    jobs,
    identity,
    // A socket joins its company's room too, so company-wide events reach every colleague.
    authenticateSocket: async (token) => {
      const verified = await identity.authenticateSocket(token);
      if (!verified) return null;
      const profile = await findProfile(database.db, verified.sub);
      if (profile && profile.status !== 'ACTIVE') return null;
      return { sub: verified.sub, companyId: profile?.accountId ?? null };
    },
    async close() {
      await identity.close();
      await jobs.stop();
      if (!options.database) await database.close();
      await tracing.shutdown();
    },
  };

  if (options.runWorkers ?? env.RUN_WORKERS) {
    await jobs.work(allJobs, container);
  }
  return container;
}
