import path from 'node:path';
import { envSchema } from 'env-schema';
import { Type, type Static } from 'typebox';

/** Every environment variable the server reads; the README lists the same ones. */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  ACCESS_TOKEN_MINUTES: Type.Integer({ minimum: 5, maximum: 15, default: 15 }),
  REFRESH_IDLE_DAYS: Type.Integer({ minimum: 1, maximum: 90, default: 30 }),
  REFRESH_ABSOLUTE_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: 90 }),
  REGISTRATION: Type.Union([Type.Literal('approval'), Type.Literal('open'), Type.Literal('closed')], {
    default: 'approval',
  }),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
  DEMO_CONTENT: Type.Boolean({ default: true }),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5 }),
  LOGIN_MAX_FAILURES_PER_ADDRESS: Type.Integer({ minimum: 1, default: 50 }),
  LOGIN_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 15 }),
  /** API requests a minute per signed-in user, or per client address without a session. */
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  /** Sign-ins and password changes a minute per client address: each costs an argon2 hash. */
  RATE_LIMIT_SIGN_INS_PER_MINUTE: Type.Integer({ minimum: 1, default: 60 }),
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: Type.Integer({ minimum: 1, default: 10 }),
  /** Warranty certificates e-mailed to customers an hour per signed-in user: each is a message to someone outside the portal. */
  RATE_LIMIT_CUSTOMER_MAILS_PER_HOUR: Type.Integer({ minimum: 1, default: 30 }),
  /** Redis shared by several instances for what they count together (request rates); without it, counted in memory. */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Prefix of this portal's keys in Redis, so that several portals (or test servers) can share one. */
  REDIS_PREFIX: Type.String({ default: 'portal:', pattern: '^[A-Za-z0-9:_.-]{1,40}$' }),
  /** Proxies in front of the server: a hop count, or their addresses/CIDRs comma-separated. */
  TRUST_PROXY: Type.String({ default: 'false', pattern: '^(true|false|\\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$' }),
  /** Target of the "Need help?" link: a mailto: or https: URL; by default the first admin's e-mail. */
  HELP_URL: Type.Optional(Type.String({ pattern: '^(mailto:|https?://|tel:)', maxLength: 500 })),
  /** Largest file an upload may carry, in MiB: price lists and CAD archives run to hundreds. */
  MAX_UPLOAD_MB: Type.Integer({ minimum: 1, maximum: 10240, default: 512 }),
  /** Outgoing mail server, e.g. smtps://user:password@smtp.example.com:465; without it, messages go to DATA_DIR/outbox. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://', maxLength: 1000 })),
  /** The sender of the portal's e-mail: an address, or "Name <address>". */
  MAIL_FROM: Type.String({ default: 'Area Rivenditori <portale@localhost>', minLength: 3, maxLength: 300, pattern: '@' }),
  /** The portal's address as people reach it, for the links in e-mail; by default http://localhost:PORT. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(/[^\\s]*)?$', maxLength: 500 })),
  /** Days an audit entry is kept; older ones are purged at start-up and daily. */
  AUDIT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 36_500, default: 730 }),
  /** Memory for list answers kept until their data changes (MiB, per instance); 0 turns the keeping off. */
  RESPONSE_CACHE_MB: Type.Integer({ minimum: 0, maximum: 4096, default: 64 }),
  /** SIGTERM: the longest wait for requests under way before their connections are cut (server/shutdown.ts). */
  SHUTDOWN_TIMEOUT_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 60 }),
  /**
   * Bearer token Prometheus sends to GET /metrics; without it /metrics answers 404. Long and
   * printable (it travels in a header): a guessable token would publish the portal's traffic.
   */
  METRICS_TOKEN: Type.Optional(Type.String({ pattern: '^[\\x21-\\x7e]{32,512}$' })),
  /** Readable log lines (pino-pretty) or JSON: unset, readable when stdout is a terminal. */
  LOG_PRETTY: Type.Optional(Type.Union(['1', 'true', '0', 'false'].map((v) => Type.Literal(v)))),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

export type Env = Static<typeof EnvSchema>;

export interface Config {
  production: boolean;
  /** NODE_ENV=development: `npm start` prints the address and the demo accounts. */
  development: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  jwtSecret?: string;
  accessTokenSeconds: number;
  refreshIdleMs: number;
  refreshAbsoluteMs: number;
  registration: 'approval' | 'open' | 'closed';
  admin?: { email: string; password: string };
  /** Demo accounts and content on a new, empty database; never in production. */
  seedDemo: boolean;
  throttle: { perAccount: number; perAddress: number; windowMs: number };
  rateLimit: { perMinute: number; signInsPerMinute: number; registrationsPerHour: number; customerMailsPerHour: number };
  /** RESPONSE_CACHE_MB in bytes (plugins/responseCache.ts). */
  responseCacheBytes: number;
  /** Shared by every instance when set; otherwise each instance counts in its own memory. */
  redis?: { url: string; prefix: string };
  /** As Fastify takes it: never `true`, which would believe a client's own X-Forwarded-For. */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  logLevel: string;
  /** Readable log lines (true) or JSON (false); undefined: readable when stdout is a terminal. */
  logPretty?: boolean;
  maxUploadBytes: number;
  helpUrl?: string;
  /** The portal's address as people reach it, without a trailing slash (links in e-mail). */
  publicUrl: string;
  mail: {
    /** SMTP server; without it, each message is written to `outboxDir` as an .eml file and logged. */
    smtpUrl?: string;
    from: string;
    outboxDir: string;
    /** How often the queue looks for due messages (a new one is sent at once anyway). */
    pollMs: number;
    /** The first retry waits this long; each next one four times longer. */
    retryBaseMs: number;
    maxAttempts: number;
  };
  /** The live-events stream (modules/events). */
  events: {
    /** A comment this often keeps proxies from closing a quiet stream (most wait 60 s). */
    heartbeatMs: number;
    /** The `retry:` a browser waits before reconnecting. */
    retryMs: number;
    /** How long an event can still be replayed to a reconnecting browser. */
    retentionMs: number;
    /** Each instance also reads new events this often, should a notification be lost. */
    pollMs: number;
  };
  /** AUDIT_RETENTION_DAYS in ms: older audit entries are purged (jobs/auditRetention.ts). */
  auditRetentionMs: number;
  /** How often the purge runs besides at start-up (a day). */
  auditPurgeEveryMs: number;
  /** SIGTERM's graceful stop (server/shutdown.ts). */
  shutdown: { timeoutMs: number; idleWaitMs: number; reconnectWithinMs: number; quietMs: number; turnAwayMs: number };
  /** Folder of the built browser app; absent in API-only tests. */
  clientDir?: string;
  /** METRICS_TOKEN: GET /metrics answers only with it (plugins/metrics.ts); unset, /metrics is off. */
  metricsToken?: string;
}

export class ConfigError extends Error {}

/**
 * `true` means one proxy in front (the address it saw is the client's), and N means N proxies,
 * not "believe every X-Forwarded-For entry", which would let a client choose its own address.
 */
function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'false' || value === '0') return false;
  if (value === 'true' || /^\d+$/.test(value)) {
    const hops = value === 'true' ? 1 : Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',');
}

const DAY = 24 * 60 * 60 * 1000;

/** Reads and validates the environment; throws ConfigError with every problem in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  let e: Env;
  try {
    // env: false — only the given object counts; env-schema would otherwise merge process.env under it.
    e = envSchema<Env>({ schema: EnvSchema, data: env, env: false, dotenv: false });
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ${(err as Error).message.replace(/\benv\//g, '')}`);
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.REFRESH_ABSOLUTE_DAYS < e.REFRESH_IDLE_DAYS) {
    throw new ConfigError('Invalid configuration: REFRESH_ABSOLUTE_DAYS must not be shorter than REFRESH_IDLE_DAYS');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  return {
    production,
    development: e.NODE_ENV === 'development',
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'portal.sqlite') },
    jwtSecret: e.JWT_SECRET,
    accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
    refreshIdleMs: e.REFRESH_IDLE_DAYS * DAY,
    refreshAbsoluteMs: e.REFRESH_ABSOLUTE_DAYS * DAY,
    registration: e.REGISTRATION,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: !production && e.DEMO_CONTENT,
    throttle: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60 * 1000,
    },
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      signInsPerMinute: e.RATE_LIMIT_SIGN_INS_PER_MINUTE,
      registrationsPerHour: e.RATE_LIMIT_REGISTRATIONS_PER_HOUR,
      customerMailsPerHour: e.RATE_LIMIT_CUSTOMER_MAILS_PER_HOUR,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY === undefined ? undefined : e.LOG_PRETTY === '1' || e.LOG_PRETTY === 'true',
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    helpUrl: e.HELP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      pollMs: 5_000,
      retryBaseMs: 60_000,
      maxAttempts: 6,
    },
    events: { heartbeatMs: 25_000, retryMs: 3_000, retentionMs: 24 * 60 * 60_000, pollMs: 5_000 },
    auditRetentionMs: e.AUDIT_RETENTION_DAYS * DAY,
    auditPurgeEveryMs: DAY,
    // idleWaitMs: longer than the proxy's own keep-alive for idle connections (nginx's upstream
    // keepalive_timeout, 10 s in deploy/nginx/portal.conf), so that the proxy closes them first.
    shutdown: { timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000, idleWaitMs: 12_000, reconnectWithinMs: 2_000, quietMs: 300, turnAwayMs: 3_000 },
    metricsToken: e.METRICS_TOKEN,
    ...overrides,
  };
}
