import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWith = (protocols: string[], what: string) =>
  z
    .url({ error: `must be a ${what} URL (${protocols.join(', ')})` })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      error: `must be a ${what} URL (${protocols.join(', ')})`,
    });

/** A whole number from `min` to `max`; anything else is refused with `error`. */
const wholeNumberIn = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const port = () => wholeNumberIn(0, 65535, 'must be a port number (1-65535)');

/** Every setting Tranche reads, with the defaults of the embedded single-machine setup. */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: port().default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'must be a folder path' }).default('./data'),
  DATABASE_URL: urlWith(['postgres', 'postgresql'], 'PostgreSQL').optional(),
  /** Connections each process opens to PostgreSQL at most: N processes use up to N × this. */
  DATABASE_POOL_SIZE: wholeNumberIn(1, 1000, 'must be a whole number from 1 to 1000').default(10),
  REDIS_URL: urlWith(['redis', 'rediss'], 'Redis').optional(),
  SMTP_URL: urlWith(['smtp', 'smtps'], 'SMTP').optional(),
  /** Files go to this bucket when set (credentials from the AWS SDK's default chain), else DATA_DIR/files. */
  S3_BUCKET: z.string().min(3, { error: 'must be a bucket name' }).optional(),
  /** An S3-compatible server (path-style addressing); unset means AWS itself. */
  S3_ENDPOINT: urlWith(['http', 'https'], 'http(s)').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  MAIL_FROM: z.string().min(3).default('Tranche <no-reply@tranche.local>'),
  AUTH_MODE: z.enum(['embedded', 'cognito'], { error: 'must be embedded or cognito' }).default('embedded'),
  PUBLIC_URL: urlWith(['http', 'https'], 'http(s)').optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int().positive().default(600),
  /** Read-aloud requests per user and minute: each keeps the speech engine busy for seconds. */
  SPEECH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .positive()
    .default(20),
  /** Questions to the assistant per user and minute: each may cost a language model's tokens. */
  ASSISTANT_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .positive()
    .default(30),
  /**
   * On PostgreSQL, the statements one KPI request (GET analytics, analytics/current) runs at once,
   * each over a share of the customers: as many as the database server has cores to spare. The
   * embedded database runs one statement at a time.
   */
  ANALYTICS_PARALLEL_STATEMENTS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, { error: 'must be at least 1' })
    .max(16, { error: 'must be at most 16' })
    .default(2),
  RUN_WORKERS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** A running job renews its lease this often; a dead worker's job is retried after three missed beats. */
  JOB_HEARTBEAT_SECONDS: z.coerce.number({ error: 'must be a number' }).positive().max(60).default(5),
  /**
   * Crash tests only: `<point>` or `<point>#<n>` makes the process kill itself (SIGKILL) when the
   * work reaches that named point (the n-th time), see src/test/crash-harness.ts.
   */
  CRASH_AT: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /**
   * Prometheus metrics are private: GET /api/metrics answers only with `Authorization: Bearer
   * <METRICS_TOKEN>`; without a token that route does not exist.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
    .optional(),
  /** A second listener on 127.0.0.1 serving GET /metrics without a token, for a scraper on the same host. */
  METRICS_PORT: port().optional(),
  /**
   * OpenTelemetry: traces of requests, database statements and jobs go to this OTLP/HTTP collector
   * (e.g. http://localhost:4318); unset leaves tracing off.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: urlWith(['http', 'https'], 'http(s)').optional(),
  /** Share of new traces kept (spec §9: 0.1). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be a number from 0 to 1' })
    .max(1, { error: 'must be a number from 0 to 1' })
    .default(0.1),
  OTEL_SERVICE_NAME: z.string().min(1).default('tranche'),
  /** Behind a load balancer: trust its X-Forwarded-For so rate limits see each client's address. */
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  // Identity. The embedded pool's id must look like Cognito's `<region>_<name>`: Amplify
  // reads the region and the SRP pool name from it.
  IDENTITY_POOL_ID: z
    .string()
    .regex(/^[a-z0-9-]+_[A-Za-z0-9]+$/, { error: 'must look like <region>_<name>, e.g. local_Tranche01' })
    .default('local_Tranche01'),
  IDENTITY_CLIENT_ID: z
    .string()
    .regex(/^[\w+]{1,128}$/, { error: 'must be 1-128 letters, digits or underscores' })
    .default('tranchelocalwebclient00001'),
  /** 32 bytes, base64; without it a key is generated once in DATA_DIR/keys. */
  IDENTITY_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      error: 'must be 32 bytes, base64-encoded',
    })
    .optional(),
  /** `required` makes users without an MFA set up TOTP at sign-in (MFA_SETUP). */
  IDENTITY_MFA: z
    .enum(['optional', 'required'], { error: 'must be optional or required' })
    .default('optional'),
  IDENTITY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .positive()
    .default(300),
  COGNITO_USER_POOL_ID: z
    .string()
    .regex(/^[a-z0-9-]+_[A-Za-z0-9]+$/, { error: 'must be a Cognito user pool id like eu-central-1_AbC123' })
    .optional(),
  COGNITO_CLIENT_ID: z.string().min(1).optional(),
  /** Defaults to the region part of COGNITO_USER_POOL_ID. */
  COGNITO_REGION: z.string().min(1).optional(),
  /**
   * The ECB reference rates file (eurofxref-hist-90d.xml, eurofxref-daily.xml or a history CSV) the
   * daily rates job fetches; unset, the job is off and the rates shipped with Tranche are used.
   */
  ECB_RATES_URL: urlWith(['http', 'https'], 'http(s)').optional(),
  /** SMS MFA is offered only with a sender; `outbox` writes each SMS as a file into DATA_DIR/sms. */
  SMS_SENDER: z.enum(['outbox'], { error: 'must be outbox' }).optional(),
  // Providers. Without a provider's keys its sandbox stands in (realistic generated data).
  /** Stripe Connect: the platform's secret key and OAuth client id (ca_…), both or neither. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, { error: 'must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_CLIENT_ID: z
    .string()
    .regex(/^ca_\w+$/, { error: 'must be a Stripe Connect client id (ca_…)' })
    .optional(),
  STRIPE_API_BASE: urlWith(['http', 'https'], 'http(s)').default('https://api.stripe.com'),
  STRIPE_CONNECT_BASE: urlWith(['http', 'https'], 'http(s)').default('https://connect.stripe.com'),
  /** Signing secret of Tranche's Stripe webhook endpoint (whsec_…); without it /api/webhooks/stripe is off. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook secret (whsec_…)' })
    .optional(),
  /** SumUp OAuth app: client id and secret, both or neither. */
  SUMUP_CLIENT_ID: z.string().min(1).optional(),
  SUMUP_CLIENT_SECRET: z.string().min(1).optional(),
  SUMUP_API_BASE: urlWith(['http', 'https'], 'http(s)').default('https://api.sumup.com'),
  /**
   * Chargebee needs no keys of Tranche's (each user brings their site's API key): `live` reads the
   * users' real sites; unset, the billing sandbox stands in.
   */
  CHARGEBEE_MODE: z.enum(['live', 'sandbox'], { error: 'must be live or sandbox' }).default('sandbox'),
  /** GoCardless Bank Account Data (formerly Nordigen): Tranche's secret id and key, both or neither. */
  NORDIGEN_SECRET_ID: z.string().min(1).optional(),
  NORDIGEN_SECRET_KEY: z.string().min(1).optional(),
  NORDIGEN_API_BASE: urlWith(['http', 'https'], 'http(s)').default('https://bankaccountdata.gocardless.com'),
  /** Replaces https://{site}.chargebee.com for every site (a mock server in tests). */
  CHARGEBEE_API_BASE: urlWith(['http', 'https'], 'http(s)').optional(),
  /** Codat (accounting-data aggregator): Tranche's API key; unset, the accounting sandbox stands in. */
  CODAT_API_KEY: z.string().min(1).optional(),
  CODAT_API_BASE: urlWith(['http', 'https'], 'http(s)').default('https://api.codat.io'),
  /** Zoho Books: Tranche's OAuth client (a server-based application at api-console.zoho.com), both or neither. */
  ZOHO_CLIENT_ID: z.string().min(1).optional(),
  ZOHO_CLIENT_SECRET: z.string().min(1).optional(),
  /** Xero: Tranche's OAuth 2.0 app (developer.xero.com, a web app), both or neither. */
  XERO_CLIENT_ID: z.string().min(1).optional(),
  XERO_CLIENT_SECRET: z.string().min(1).optional(),
  /** Apideck (unified accounting API): the Unify application's API key and id, both or neither. */
  APIDECK_API_KEY: z.string().min(1).optional(),
  APIDECK_APP_ID: z.string().min(1).optional(),
  APIDECK_API_BASE: urlWith(['http', 'https'], 'http(s)').default('https://unify.apideck.com'),
  /** Sumsub (KYC/KYB): the app token and its secret key, both or neither; unset, the verification sandbox stands in. */
  SUMSUB_APP_TOKEN: z.string().min(1).optional(),
  SUMSUB_SECRET_KEY: z.string().min(1).optional(),
  /** Secret of Tranche's Sumsub webhook; without it /api/webhooks/sumsub is off. */
  SUMSUB_WEBHOOK_SECRET: z.string().min(1).optional(),
  SUMSUB_API_BASE: urlWith(['http', 'https'], 'http(s)').default('https://api.sumsub.com'),
  /** The Sumsub levels (checklists) for people and for companies. */
  SUMSUB_KYC_LEVEL: z.string().min(1).default('basic-kyc-level'),
  SUMSUB_KYB_LEVEL: z.string().min(1).default('basic-kyb-level'),
  /** How long the verification sandbox's review takes after the liveness check. */
  VERIFICATION_SANDBOX_REVIEW_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(4000),
  /** An OpenAI-compatible endpoint and its key, both or neither; unset, the assistant answers with its offline engine. */
  LLM_BASE_URL: urlWith(['http', 'https'], 'http(s)').optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long one answer of the language model may take before the offline engine answers instead. */
  LLM_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).positive().max(300).default(30),
});

/** A provider's keys work only together; one without the other is a mistake, not the sandbox. */
const PAIRED_SETTINGS = [
  ['STRIPE_SECRET_KEY', 'STRIPE_CLIENT_ID'],
  ['SUMUP_CLIENT_ID', 'SUMUP_CLIENT_SECRET'],
  ['NORDIGEN_SECRET_ID', 'NORDIGEN_SECRET_KEY'],
  ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET'],
  ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET'],
  ['APIDECK_API_KEY', 'APIDECK_APP_ID'],
  ['SUMSUB_APP_TOKEN', 'SUMSUB_SECRET_KEY'],
  ['LLM_BASE_URL', 'LLM_API_KEY'],
] as const;

export type Env = z.output<typeof envSchema> & { PUBLIC_URL: string; DATA_DIR: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and validates the configuration; the only reader of process.env in the API. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const halves = PAIRED_SETTINGS.filter(([a, b]) => (env[a] === undefined) !== (env[b] === undefined));
  if (halves.length > 0) {
    const lines = halves.map(([a, b]) => `  ${a}, ${b}: set both or neither`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}

/** For the entry points: the configuration, or the reason it is wrong and exit code 78 (EX_CONFIG). */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
