import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.sqlitePath).toMatch(/data[/\\]picture-bingo\.sqlite$/);
    expect(c.google.clientId).toBeNull();
  });

  it('lists every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' })).toThrow(
      /Invalid configuration:\n {2}PORT: must be a number\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}PUBLIC_URL: must be an absolute URL/,
    );
  });

  it('keeps media in DATA_DIR/media unless MEDIA_STORE=s3 with a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/pb' }).media).toEqual({ kind: 'local', dir: '/srv/pb/media' });
    expect(
      loadConfig({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:4568',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).media,
    ).toEqual({
      kind: 's3',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4568',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: must be set when MEDIA_STORE is s3/);
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE: must be local or s3/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT: must start with http/);
  });

  it('mail: written to the log without SMTP_URL; SMTP_URL must be an smtp:// or smtps:// URL', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      transport: 'log',
      delivery: 'outbox',
      linkBase: 'http://localhost:3000',
      from: 'Picture Bingo <no-reply@localhost>',
      resetTtlMinutes: 30,
      verifyTtlHours: 24,
      rateLimit: { max: 3, windowSeconds: 900 },
    });
    const smtp = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Bingo <b@example.com>',
      PUBLIC_URL: 'https://bingo.example.com/',
      PAYMENT_PROVIDER: 'local',
    });
    expect(smtp.mail).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      transport: 'smtp',
      delivery: 'smtp',
      linkBase: 'https://bingo.example.com',
      from: 'Bingo <b@example.com>',
    });
    for (const bad of ['http://mail.example.com', 'smtp://', 'mail.example.com:587']) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
    expect(() => loadConfig({ PASSWORD_RESET_TTL_MINUTES: '0' })).toThrow('PASSWORD_RESET_TTL_MINUTES');
  });

  it('REDIS_URL is optional and must be a redis:// URL', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('uses the local payment provider unless both Stripe secrets are set', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const c = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
    });
    expect(c.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).stripe?.apiBase).toBeNull();
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
        STRIPE_API_BASE_URL: 'https://stripe.test',
      }).stripe?.apiBase,
    ).toEqual({ host: 'stripe.test', port: 443, protocol: 'https' });
  });

  it('refuses half a Stripe setup and a bad API base URL', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      /STRIPE_SECRET_KEY: must be set with STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_API_BASE_URL: 'ftp://x' }),
    ).toThrow(/STRIPE_API_BASE_URL: must start with http:\/\/ or https:\/\//);
  });

  describe('mail and PUBLIC_URL', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
    const site = { PUBLIC_URL: 'https://bingo.example.com', PAYMENT_PROVIDER: 'local' };

    it('refuses to send real mail without PUBLIC_URL, naming both (links never come from request headers)', () => {
      expect(() => loadConfig(smtp)).toThrow(
        /Invalid configuration:\n {2}PUBLIC_URL: must be set when SMTP_URL is set: the links in mailed sign-up and reset mails are built from it$/,
      );
      expect(loadConfig({ ...smtp, ...site }).mail.linkBase).toBe('https://bingo.example.com');
    });

    it('refuses a public server whose mail would go to its log unless MAIL_TRANSPORT=log says so', () => {
      expect(() => loadConfig(site)).toThrow(
        /\n {2}SMTP_URL: must be set when PUBLIC_URL is set \(sign-up and reset links are mailed\), or set MAIL_TRANSPORT=log to write each mail to the server log instead$/,
      );
      expect(loadConfig({ ...site, MAIL_TRANSPORT: 'log' }).mail).toMatchObject({
        transport: 'log',
        delivery: 'log',
        linkBase: 'https://bingo.example.com',
      });
    });

    it('a laptop (no SMTP_URL, no PUBLIC_URL) writes mail to the log with links on its own port', () => {
      expect(loadConfig({ PORT: '8080' }).mail).toMatchObject({
        transport: 'log',
        delivery: 'outbox',
        linkBase: 'http://localhost:8080',
      });
      expect(loadConfig({ MAIL_TRANSPORT: 'log' }).mail.delivery).toBe('outbox');
    });

    it('holds MAIL_TRANSPORT to what is configured', () => {
      expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(
        /SMTP_URL: must be set when MAIL_TRANSPORT is smtp/,
      );
      expect(() => loadConfig({ ...smtp, ...site, MAIL_TRANSPORT: 'log' })).toThrow(
        /MAIL_TRANSPORT: is log \(mail written to the server log\) but SMTP_URL is set: unset one of them/,
      );
      expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT: must be smtp or log/);
      expect(loadConfig({ ...smtp, ...site, MAIL_TRANSPORT: 'smtp' }).mail.transport).toBe('smtp');
    });
  });

  describe('PAYMENT_PROVIDER', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const site = { PUBLIC_URL: 'https://bingo.example.com', MAIL_TRANSPORT: 'log' };

    it('defaults to Stripe when its keys are set, else the local test checkout on a laptop', () => {
      expect(loadConfig({}).paymentProvider).toBe('local');
      expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('local');
      expect(loadConfig(stripe).paymentProvider).toBe('stripe');
      expect(loadConfig({ ...site, ...stripe }).paymentProvider).toBe('stripe');
    });

    it('refuses a public deployment that chose no provider and has no Stripe', () => {
      expect(() => loadConfig(site)).toThrow(
        /PAYMENT_PROVIDER: must be set when PUBLIC_URL is set and Stripe is not configured: stripe, local \(test checkout, no money moves\) or free \(no charge\)/,
      );
    });

    it('takes an explicit choice', () => {
      expect(loadConfig({ ...site, PAYMENT_PROVIDER: 'local' }).paymentProvider).toBe('local');
      expect(loadConfig({ ...site, PAYMENT_PROVIDER: 'free' }).paymentProvider).toBe('free');
      expect(loadConfig({ ...site, ...stripe, PAYMENT_PROVIDER: 'free' }).paymentProvider).toBe('free');
      expect(loadConfig({ ...stripe, PAYMENT_PROVIDER: 'stripe' }).paymentProvider).toBe('stripe');
    });

    it('refuses Stripe without its keys, and unknown providers', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
        /PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
        /PAYMENT_PROVIDER: must be stripe, local or free/,
      );
    });
  });
});
