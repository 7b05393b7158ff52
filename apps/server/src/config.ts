import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SAFETY_CHECK, SAFETY_CHECK_MODES } from '@picture-bingo/shared';

const ZBooleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const ZPositiveInt = z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive();

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length, or one of proxy-addr's named ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies in front of the app are believed about the client's address (X-Forwarded-For) and the request's
 * protocol and host: none (`false`), a number of hops (`true` is one hop: the load balancer in front), or the
 * proxies' own addresses. A proxy appends the address it saw to what the client sent, so trusting every entry
 * would let a client choose its address; only the entries the trusted hops added count.
 */
const ZTrustProxy = z.string().transform((v, context): false | number | string[] => {
  const value = v.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
  });
  return z.NEVER;
});

/** Environment variables the server reads, each described (docs/SETTINGS.md is generated from them). */
export const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .meta({ description: '`production` in a real deployment (`npm start` sets it).' }),
  HOST: z.string().min(1).default('0.0.0.0').meta({
    description:
      "Interface to listen on; `127.0.0.1` keeps the app on this computer (phones can't join, and the host is told).",
    nodes: 'per node: the interface the load balancer reaches',
  }),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000).meta({
    description: 'HTTP port: the API, WebSocket, web app and media are all on this one port.',
    nodes: 'per node',
  }),
  DATA_DIR: z.string().min(1).default('./data').meta({
    description:
      'Holds the SQLite file (`picture-bingo.sqlite`) and local media; made private (0700/0600) at every start. With PostgreSQL and S3 nothing is written there.',
    nodes: 'per node',
  }),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional()
    .meta({
      description: '`postgres://…` to use PostgreSQL instead of SQLite. Migrations run at start on either.',
      nodes: 'same on every node; required (SQLite is one file on one machine)',
    }),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://bingo.example.com' }).optional().meta({
    description:
      "The address users reach (e.g. `https://bingo.example.com`). Links the app mails or shows (account mail, join links, QR codes, the big screen's \"Join at\", checkout return URLs) start with it. `https://` turns on HSTS and `upgrade-insecure-requests`. Unset: join links use this machine's local-network address, checkout return URLs the request's own protocol and host.",
    nodes: 'same on every node',
  }),
  WEB_DIST_DIR: z.string().optional().meta({
    description: 'The built web app to serve. Unset: `apps/web/dist` beside the server.',
    nodes: 'same build on every node',
  }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional().meta({
    description:
      'Signing key for access tokens (at least 32 characters). Unset: one is generated once and kept in the database, so every node on the same database shares it.',
    nodes: 'leave it unset on every node, or set the same value on every node; never mix the two',
  }),
  ACCESS_TOKEN_TTL_SECONDS: ZPositiveInt.default(900).meta({
    description: 'Access-token lifetime, fixed when the token is signed.',
    nodes: 'same on every node',
  }),
  REFRESH_TOKEN_TTL_DAYS: ZPositiveInt.default(30).meta({
    description: 'Absolute lifetime of a login session (refresh tokens rotate within it).',
    nodes: 'same on every node',
  }),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(10).meta({
    description: 'How long a just-rotated refresh token still works (two tabs refreshing at once).',
    nodes: 'same on every node',
  }),
  GOOGLE_CLIENT_ID: z.string().min(1).optional().meta({
    description:
      'Enables "Sign up with Google" (the OAuth client id of a Web application); `GET /api/config` gives it to the web app.',
    nodes: 'same on every node',
  }),
  GOOGLE_TOKENINFO_URL: z
    .url()
    .default('https://oauth2.googleapis.com/tokeninfo')
    .meta({ description: 'Where Google access tokens are checked (tests point it at a local double).' }),
  AUTH_RATE_LIMIT_MAX: ZPositiveInt.default(10).meta({
    description:
      'Sign-in, register, Google, password-reset and account-deletion attempts per client IP per window (refresh gets 3x). With `REDIS_URL`, one count shared by every node.',
  }),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `AUTH_RATE_LIMIT_MAX`.',
  }),
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: ZPositiveInt.default(20).meta({
    description:
      'Wrong logins per account (e-mail address) per window, from any IP; right passwords never count. With `REDIS_URL`, one count shared by every node.',
  }),
  LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description:
      'Window of `LOGIN_ACCOUNT_RATE_LIMIT_MAX`: the longest the real owner waits after an attack stops.',
  }),
  PAYMENT_PROVIDER: z
    .enum(['stripe', 'local', 'free'], { error: 'must be stripe, local or free' })
    .optional()
    .meta({
      description:
        'Who takes payments: `stripe` (Stripe Checkout; needs both `STRIPE_*` keys), `local` (a test-mode checkout: test cards only, no money moves) or `free` (no charge: the pricing step says so and a game goes live at once). Unset: `stripe` when its keys are set, else `local`; a server with `PUBLIC_URL` and no Stripe keys must choose or it refuses to start. The start-up log names the provider.',
      nodes: 'same on every node',
    }),
  STRIPE_SECRET_KEY: z.string().min(1).optional().meta({
    description:
      'Stripe secret key (`sk_…`). Set together with `STRIPE_WEBHOOK_SECRET` to take real payments through Stripe Checkout.',
    nodes: 'same on every node',
  }),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional().meta({
    description:
      'Signing secret (`whsec_…`) of the Stripe webhook endpoint `{PUBLIC_URL}/api/payment/webhook`.',
    nodes: 'same on every node',
  }),
  STRIPE_API_BASE_URL: z
    .url({ error: 'must be an absolute URL such as http://127.0.0.1:12111' })
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional()
    .meta({
      description:
        "Where the Stripe SDK sends API calls (tests point it at a local double, e.g. `http://127.0.0.1:12111`). Unset: Stripe's.",
    }),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
    .optional()
    .meta({
      description:
        "`redis://…` turns on the Socket.IO Redis adapter, so several server processes share live game rooms, and counts the rate limits in Redis (each process's memory while Redis is away).",
      nodes: "same on every node; required (without it each node's sockets hear only that node's events)",
    }),
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local').meta({
    description:
      'Where photos live: `local` (`DATA_DIR/media`) or `s3` (an S3-compatible bucket; the server streams photos from it; keep the bucket for this server alone: the crash-leftovers sweep deletes old files no cell names).',
    nodes: 'same on every node: `s3` (with `local` a photo uploaded through one node is a 404 on the others)',
  }),
  S3_BUCKET: z.string().min(1).optional().meta({
    description:
      'The bucket, required with `MEDIA_STORE=s3`. It must already exist: the server does not create it.',
    nodes: 'same on every node',
  }),
  S3_REGION: z.string().min(1).default('us-east-1').meta({ description: "The bucket's region." }),
  S3_ENDPOINT: z
    .url({ error: 'must be an absolute URL such as https://s3.example.com' })
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .optional()
    .meta({
      description:
        'Endpoint of an S3-compatible store (MinIO, R2, …), e.g. `http://127.0.0.1:9000`. Unset: AWS.',
    }),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().meta({
    description:
      "Access key id. Set both keys, or neither to use the AWS SDK's default credential chain (`AWS_*` variables, instance or task role).",
  }),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'Secret access key; set with `S3_ACCESS_KEY_ID`.' }),
  S3_FORCE_PATH_STYLE: ZBooleanFlag.default(false).meta({
    description:
      '`true` for stores that need `endpoint/bucket/key` URLs (MinIO, s3rver, most self-hosted stores); keep `false` for AWS.',
  }),
  UPLOAD_RATE_LIMIT_MAX: ZPositiveInt.default(30).meta({
    description:
      "Photo uploads per player (game and device, whichever of the device's tokens is sent) per window.",
  }),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `UPLOAD_RATE_LIMIT_MAX`.',
  }),
  UPLOAD_BODY_IDLE_SECONDS: ZPositiveInt.default(30).meta({
    description:
      "An upload whose body sends nothing for this long has its connection closed. Each player reads at most 2 bodies at once; the rest wait behind their own, never in front of another player's. Behind a proxy that buffers bodies (nginx's default) the proxy's `client_body_timeout` applies first.",
  }),
  REPORT_RATE_LIMIT_MAX: ZPositiveInt.default(20).meta({
    description:
      "Photo reports per player (game and device, whichever of the device's tokens is sent) per window; taking reports back counts on a budget of its own, of the same size.",
    nodes: 'same on every node',
  }),
  REPORT_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `REPORT_RATE_LIMIT_MAX`.',
    nodes: 'same on every node',
  }),
  HEART_RATE_LIMIT_MAX: ZPositiveInt.default(60).meta({
    description:
      "Hearts given or taken back per player (game and device, whichever of the device's tokens is sent) per window.",
    nodes: 'same on every node',
  }),
  HEART_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `HEART_RATE_LIMIT_MAX`.',
    nodes: 'same on every node',
  }),
  SAFETY_CHECK_DEFAULT: z.enum(SAFETY_CHECK_MODES).default(DEFAULT_SAFETY_CHECK).meta({
    description:
      "The safety check a new game starts with (the host changes it in the game's rules): `off`, `explicit` (photos the image classifier finds explicit wait for a person) or `suggestive` (explicit or suggestive ones wait).",
    nodes: 'same on every node',
  }),
  SAFETY_EXPLICIT_THRESHOLD: z.coerce.number({ error: 'must be a number' }).gt(0).max(1).default(0.5).meta({
    description:
      'How sure the safety check must be that a photo is explicit (its Porn and Hentai probabilities added, 0..1) to hold it for a person. Lower holds more photos, and more harmless ones.',
    nodes: 'same on every node',
  }),
  SAFETY_SUGGESTIVE_THRESHOLD: z.coerce.number({ error: 'must be a number' }).gt(0).max(1).default(0.5).meta({
    description:
      'How sure the safety check must be that a photo is suggestive (its Sexy probability, 0..1) to hold it, in games that hold suggestive photos.',
    nodes: 'same on every node',
  }),
  SAFETY_QUEUE_MAX: z.coerce.number({ error: 'must be a number' }).int().min(0).default(200).meta({
    description:
      "Photos waiting for this node's safety check at most; a photo arriving past it waits for a person instead (the host sees why). Each of the check's workers (`SAFETY_WORKERS`) does about 10–12 photos a second.",
    nodes: 'per node',
  }),
  SAFETY_WORKERS: ZPositiveInt.default(2).meta({
    description:
      "Worker threads running the safety check's model on this node, each with its own copy of it (about 200 MB). One checks about 10–12 photos a second on a free core: at 10 a second in a 5,000-player game on a 2-core node one backs photos up and two keep up; give a node with more cores more.",
    nodes: 'per node',
  }),
  JOIN_RATE_LIMIT_MAX: ZPositiveInt.default(20).meta({
    description:
      'Player sessions minted per device id, and joins per device, per window (keyed by device, so a whole venue behind one IP is never locked out).',
  }),
  JOIN_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `JOIN_RATE_LIMIT_MAX`.',
  }),
  JOIN_IP_RATE_LIMIT_MAX: ZPositiveInt.default(600).meta({
    description:
      'New player sessions per client IP, and joins per IP and game, per window; past it one more per turn of the slow lane (`JOIN_IP_SLOW_LANE_SECONDS`): a venue behind one address is delayed, never locked out.',
  }),
  JOIN_IP_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `JOIN_IP_RATE_LIMIT_MAX`.',
  }),
  JOIN_IP_SLOW_LANE_SECONDS: ZPositiveInt.default(1).meta({
    description:
      'Past `JOIN_IP_RATE_LIMIT_MAX`: one more session (per IP) or join (per IP and game) per this many seconds.',
  }),
  REJOIN_RATE_LIMIT_MAX: ZPositiveInt.default(10).meta({
    description:
      'Rejoin-code attempts (`POST /api/game/:code/rejoin`) per device per window; a code has six characters, so guessing one takes far more.',
  }),
  REJOIN_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(600).meta({
    description: 'Window of `REJOIN_RATE_LIMIT_MAX`.',
  }),
  REJOIN_IP_RATE_LIMIT_MAX: ZPositiveInt.default(100).meta({
    description:
      "Rejoin-code attempts per client IP per window, whatever the device: a venue's handful of lost phones stays well under.",
  }),
  REJOIN_IP_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(600).meta({
    description: 'Window of `REJOIN_IP_RATE_LIMIT_MAX`.',
  }),
  CODE_LOOKUP_RATE_LIMIT_MAX: ZPositiveInt.default(3000).meta({
    description: 'Room-code look-ups (`GET /api/game/:code`) per client IP per window, found or not.',
  }),
  CODE_LOOKUP_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `CODE_LOOKUP_RATE_LIMIT_MAX`.',
  }),
  CODE_MISS_RATE_LIMIT_MAX: ZPositiveInt.default(30).meta({
    description:
      'Room codes per client IP per window that name no open game (look-ups, joins, `/me`, join pages); past it, codes already found at that IP pass at once and new ones wait in the slow lane (`CODE_MISS_SLOW_LANE_SECONDS`). Stops a code scanner without locking a venue out.',
  }),
  CODE_MISS_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(60).meta({
    description: 'Window of `CODE_MISS_RATE_LIMIT_MAX`.',
  }),
  CODE_MISS_SLOW_LANE_SECONDS: ZPositiveInt.default(5).meta({
    description:
      'Past `CODE_MISS_RATE_LIMIT_MAX`: one new room code per IP per this many seconds is looked up (the others are held briefly).',
  }),
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).max(100).default('picture-bingo:rate-limit:').meta({
    description:
      'Prefix of the rate-limit counters in Redis: deployments that share one Redis need their own.',
    nodes: 'same on every node (nodes with different prefixes count apart)',
  }),
  TRUST_PROXY: ZTrustProxy.default(false).meta({
    description:
      "Behind a load balancer: `true` (one hop), a number of proxy hops, or a comma-separated list of the proxies' addresses (CIDR allowed). The client IP is the address the trusted proxy saw (the right-most `X-Forwarded-For` entry it added), never one the client wrote; the protocol comes from `X-Forwarded-Proto`.",
    nodes: 'same on every node',
  }),
  METRICS_PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).optional().meta({
    description:
      'Serves Prometheus metrics at `/metrics` on this port of its own (on METRICS_HOST), which the proxy in front never forwards. Unset, and METRICS_TOKEN unset: no metrics at all.',
    nodes: 'per node: the scraper reaches each node',
  }),
  METRICS_HOST: z.string().min(1).default('127.0.0.1').meta({
    description:
      "Interface METRICS_PORT listens on: this computer only by default, whatever HOST says (a laptop on `0.0.0.0` would show its metrics to the venue's Wi-Fi). Set it (`0.0.0.0`) where a scraper on another machine or container reaches each node inside a private network.",
    nodes: 'per node: the interface the scraper reaches',
  }),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional().meta({
    description:
      '`/metrics` on the main port, for a request with `Authorization: Bearer <token>` only (at least 32 characters); every other request gets 404 there. Unset, and METRICS_PORT unset: no metrics at all.',
    nodes: 'same on every node',
  }),
  DRAIN_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0).max(300).default(0).meta({
    description:
      "On SIGTERM the node first answers `/api/ready` with 503 for this many seconds (the load balancer's checks see it and send new connections elsewhere), then closes its sockets' connections (each client reconnects, through the load balancer, to another node) and stops. 0: stops at once (a laptop).",
    nodes: "per node: at least the load balancer's check interval times the failures it needs",
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta({ description: 'How much the server logs.', nodes: 'per node' }),
  PHOTO_RETENTION_DAYS: ZPositiveInt.default(90).meta({
    description:
      'Days the photos of a completed game are kept after it ended; then the retention sweep deletes them (cells keep their marks). A cancelled game\'s photos go at once. Hosts see the date ("Photos kept until …", `photosDeleteAt`); `/privacy` states it.',
  }),
  INVITE_TTL_HOURS: ZPositiveInt.default(48).meta({
    description:
      "How long an invite link to a game's co-host or moderator role stays valid after its owner made it (each link works once).",
    nodes: 'same on every node',
  }),
  REVIEW_LEASE_SECONDS: ZPositiveInt.default(60).meta({
    description:
      "How long a reviewer's screen keeps the photos handed to it without a decision: each decision (or asking at the screen) starts it again, a screen merely left open does not. After it the photos go back to the queue and that screen is handed none until its person asks again. The owner and co-hosts may decide a held photo at any time.",
    nodes: 'same on every node',
  }),
  RETENTION_SWEEP_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(0).default(60).meta({
    description:
      'How often each node runs the retention and deletion sweep (first run a minute after start; `0`: never). One node at a time deletes (a PostgreSQL advisory lock); the others skip. Each start and run also deletes files a crash left (no cell names them, an hour old).',
  }),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^/]/.test(v) && URL.canParse(v), 'must be an smtp:// or smtps:// URL')
    .optional()
    .meta({
      description:
        "Where mail goes: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. Needs `PUBLIC_URL` (mailed links are built from it, never from a request's headers): the server refuses to start without it. Unset: mail is not sent (see `MAIL_TRANSPORT`).",
    }),
  MAIL_TRANSPORT: z.enum(['smtp', 'log'], { error: 'must be smtp or log' }).optional().meta({
    description:
      '`smtp` with `SMTP_URL`, else `log`: mail is not sent; each mail, link included, is written to the server log at `warn`. Without `PUBLIC_URL` (a laptop) the links also wait at `/outbox` in the app. A server with `PUBLIC_URL` and no `SMTP_URL` refuses to start unless this is set to `log`.',
  }),
  MAIL_FROM: z
    .string()
    .min(3)
    .max(200)
    .default('Picture Bingo <no-reply@localhost>')
    .meta({ description: 'The sender of every mail.' }),
  PASSWORD_RESET_TTL_MINUTES: ZPositiveInt.default(30).meta({
    description: 'How long a password-reset link works (once).',
  }),
  EMAIL_VERIFY_TTL_HOURS: ZPositiveInt.default(24).meta({
    description: 'How long an e-mail verification link works.',
  }),
  MAIL_RATE_LIMIT_MAX: ZPositiveInt.default(3).meta({
    description:
      'Reset mails, and resent verification mails, per e-mail address per window, whoever asks (the per-IP `AUTH_RATE_LIMIT_*` applies too).',
  }),
  MAIL_RATE_LIMIT_WINDOW_SECONDS: ZPositiveInt.default(900).meta({
    description: 'Window of `MAIL_RATE_LIMIT_MAX`.',
  }),
});

/** The variables, plus the rules that span several of them. */
const ZCheckedEnv = ZEnv.superRefine((e, ctx) => {
  // Half a Stripe setup would silently fall back to the test-mode local checkout: refuse it instead.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'must be set with STRIPE_SECRET_KEY',
    });
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'must be set with STRIPE_WEBHOOK_SECRET',
    });
  }
  const stripeKeys = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET);
  if (e.PAYMENT_PROVIDER === 'stripe' && !stripeKeys) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    });
  }
  // A public server that would fall back to the test checkout gives games away: its operator must choose.
  if (!e.PAYMENT_PROVIDER && e.PUBLIC_URL && !stripeKeys) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'must be set when PUBLIC_URL is set and Stripe is not configured: stripe, local (test checkout, no money moves) or free (no charge)',
    });
  }
  // Mailed links are built from PUBLIC_URL only, never from a request's headers: real mail needs it.
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'must be set when SMTP_URL is set: the links in mailed sign-up and reset mails are built from it',
    });
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set when MAIL_TRANSPORT is smtp' });
  }
  if (e.MAIL_TRANSPORT === 'log' && e.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_TRANSPORT'],
      message: 'is log (mail written to the server log) but SMTP_URL is set: unset one of them',
    });
  }
  // A public server whose mail silently goes to its log strands every sign-up: its operator must choose.
  if (e.PUBLIC_URL && !e.SMTP_URL && e.MAIL_TRANSPORT !== 'log') {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'must be set when PUBLIC_URL is set (sign-up and reset links are mailed), or set MAIL_TRANSPORT=log to write each mail to the server log instead',
    });
  }
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set when MEDIA_STORE is s3' });
  }
  // One key without the other would fall back to the default credential chain without saying so.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
});

/** Host, port and protocol for the Stripe SDK, from STRIPE_API_BASE_URL (tests point it at a local double). */
function stripeApiBase(url: string | undefined) {
  if (!url) return null;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export type AppConfig = ReturnType<typeof loadConfig>;

/** Parses the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZCheckedEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: path.join(dataDir, 'picture-bingo.sqlite'),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    jwtSecret: e.JWT_SECRET ?? null,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, tokenInfoUrl: e.GOOGLE_TOKENINFO_URL },
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    /** Wrong logins per account (e-mail address) per window, from whichever addresses they come. */
    loginAccountRateLimit: {
      max: e.LOGIN_ACCOUNT_RATE_LIMIT_MAX,
      windowSeconds: e.LOGIN_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS,
    },
    /** Who takes payments: Stripe, the local test checkout, or nobody (games are free on this server). */
    paymentProvider:
      e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'local'),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: stripeApiBase(e.STRIPE_API_BASE_URL),
          }
        : null,
    /** Socket.IO Redis adapter (several server processes share rooms) and the shared rate-limit counters. */
    redisUrl: e.REDIS_URL ?? null,
    /** Where photos live: DATA_DIR/media, or an S3-compatible bucket. */
    media:
      e.MEDIA_STORE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3' as const,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'media') },
    /** Photo uploads per device per window. */
    uploadRateLimit: { max: e.UPLOAD_RATE_LIMIT_MAX, windowSeconds: e.UPLOAD_RATE_LIMIT_WINDOW_SECONDS },
    /** An upload whose body stops arriving for this long is dropped (its socket closed). */
    uploadBodyIdleSeconds: e.UPLOAD_BODY_IDLE_SECONDS,
    /** Photo reports per player per window. */
    reportRateLimit: { max: e.REPORT_RATE_LIMIT_MAX, windowSeconds: e.REPORT_RATE_LIMIT_WINDOW_SECONDS },
    /** Hearts given or taken back per player per window. */
    heartRateLimit: { max: e.HEART_RATE_LIMIT_MAX, windowSeconds: e.HEART_RATE_LIMIT_WINDOW_SECONDS },
    /** The automatic safety check: a new game's mode, how sure it must be to hold, and its queue. */
    safety: {
      defaultMode: e.SAFETY_CHECK_DEFAULT,
      explicitThreshold: e.SAFETY_EXPLICIT_THRESHOLD,
      suggestiveThreshold: e.SAFETY_SUGGESTIVE_THRESHOLD,
      maxQueue: e.SAFETY_QUEUE_MAX,
      workers: e.SAFETY_WORKERS,
    },
    /** Player sessions and joins per device per window. */
    joinRateLimit: { max: e.JOIN_RATE_LIMIT_MAX, windowSeconds: e.JOIN_RATE_LIMIT_WINDOW_SECONDS },
    /**
     * New device sessions per IP, and joins per IP and game, per window: a budget a whole venue behind one address
     * never spends; past it, one more per `slowLaneSeconds` (the address is delayed, never locked out).
     */
    joinIpRateLimit: {
      max: e.JOIN_IP_RATE_LIMIT_MAX,
      windowSeconds: e.JOIN_IP_RATE_LIMIT_WINDOW_SECONDS,
      slowLaneSeconds: e.JOIN_IP_SLOW_LANE_SECONDS,
    },
    /** Rejoin-code attempts per device per window (six characters: guessing one takes far more). */
    rejoinRateLimit: { max: e.REJOIN_RATE_LIMIT_MAX, windowSeconds: e.REJOIN_RATE_LIMIT_WINDOW_SECONDS },
    /** Rejoin-code attempts per IP, whatever the device: a venue's handful of lost phones stays well under. */
    rejoinIpRateLimit: {
      max: e.REJOIN_IP_RATE_LIMIT_MAX,
      windowSeconds: e.REJOIN_IP_RATE_LIMIT_WINDOW_SECONDS,
    },
    /** Anonymous look-ups of a room code (GET /game/:code) per IP, found or not. */
    codeLookupRateLimit: {
      max: e.CODE_LOOKUP_RATE_LIMIT_MAX,
      windowSeconds: e.CODE_LOOKUP_RATE_LIMIT_WINDOW_SECONDS,
    },
    /**
     * Room codes per IP that name no open game (look-ups and joins): what a scanner runs into at once. Past it,
     * codes already found at that IP pass, and one new code per `slowLaneSeconds` is looked up.
     */
    codeMissRateLimit: {
      max: e.CODE_MISS_RATE_LIMIT_MAX,
      windowSeconds: e.CODE_MISS_RATE_LIMIT_WINDOW_SECONDS,
      slowLaneSeconds: e.CODE_MISS_SLOW_LANE_SECONDS,
    },
    /** Where the rate-limit counters live in Redis (with REDIS_URL), so deployments sharing a Redis stay apart. */
    rateLimitKeyPrefix: e.RATE_LIMIT_KEY_PREFIX,
    /** Fastify's trustProxy: false, a number of proxy hops (TRUST_PROXY=true is one), or the proxies' addresses. */
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    /** Prometheus metrics: on a port of their own, or on the main port behind a bearer token; off when neither. */
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
    /** Seconds a node stays up answering "not ready" after SIGTERM before it closes its sockets and stops. */
    drainSeconds: e.DRAIN_SECONDS,
    /** Days a completed or cancelled game's photos are kept after it ended; then the retention job deletes them. */
    photoRetentionDays: e.PHOTO_RETENTION_DAYS,
    /** How long an invite link to a role in a game stays valid (hours). */
    inviteTtlHours: e.INVITE_TTL_HOURS,
    /** How long a reviewer keeps their photos without deciding one (seconds). */
    reviewLeaseSeconds: e.REVIEW_LEASE_SECONDS,
    /** How often each node runs the retention and deletion sweep (0: never, e.g. in tests that run it by hand). */
    retentionSweepMinutes: e.RETENTION_SWEEP_MINUTES,
    /** Outgoing mail: through an SMTP server, or written to the server log (and the laptop's outbox page). */
    mail: mailConfig(e),
  };
}

/** Where account mail goes and the base of its links (PUBLIC_URL, else this machine: never a request header). */
function mailConfig(e: z.infer<typeof ZEnv>) {
  const publicUrl = e.PUBLIC_URL?.replace(/\/$/, '') ?? null;
  const transport: 'smtp' | 'log' = e.SMTP_URL ? 'smtp' : 'log';
  return {
    smtpUrl: e.SMTP_URL ?? null,
    transport,
    /** How the web app tells where a mail went: sent, in this server's outbox page, or only in its log. */
    delivery: transport === 'smtp' ? ('smtp' as const) : publicUrl ? ('log' as const) : ('outbox' as const),
    /** The origin account links start with: PUBLIC_URL, or this machine's own address on a laptop. */
    linkBase: publicUrl ?? `http://localhost:${e.PORT}`,
    from: e.MAIL_FROM,
    resetTtlMinutes: e.PASSWORD_RESET_TTL_MINUTES,
    verifyTtlHours: e.EMAIL_VERIFY_TTL_HOURS,
    /** Mails (reset links, verification links) per address per window, whoever asks. */
    rateLimit: { max: e.MAIL_RATE_LIMIT_MAX, windowSeconds: e.MAIL_RATE_LIMIT_WINDOW_SECONDS },
  };
}
