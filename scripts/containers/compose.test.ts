import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { healthCommand, interpolate, loadCompose, startOrder } from './compose';
import { APP_IMAGE, S3_IMAGE, STANDINS } from './standins';

const repo = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');

/**
 * The container test (scripts/containers/main.ts) runs the compose files with plain podman commands: these checks
 * keep the files, the stand-in images and the proxy's configuration in agreement with it.
 */
describe('compose files, Containerfile and the container test agree', () => {
  const scale = loadCompose(path.join(repo, 'compose.scale.yaml'), {});
  const single = loadCompose(path.join(repo, 'compose.yaml'), {});

  it('scale-out: two app nodes, PostgreSQL, Redis, S3 and the proxy, each health-checked', () => {
    expect(Object.keys(scale.services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis', 's3']);
    for (const [name, service] of Object.entries(scale.services)) {
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    for (const app of ['app1', 'app2']) {
      expect(scale.services[app].image).toBe(APP_IMAGE);
      expect(scale.services[app].depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        s3: { condition: 'service_healthy' },
      });
      expect(scale.services[app].environment).toMatchObject({
        MEDIA_STORE: 's3',
        REDIS_URL: 'redis://redis:6379',
      });
    }
    expect(scale.services.proxy.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
    expect(startOrder(scale).slice(-3)).toEqual(['app1', 'app2', 'proxy']);
  });

  it('names the images the stand-ins are tagged with, and the ones the test builds', () => {
    expect(scale.services.postgres.image).toBe(STANDINS.postgres);
    expect(scale.services.redis.image).toBe(STANDINS.redis);
    expect(scale.services.proxy.image).toBe(STANDINS.haproxy);
    expect(scale.services.s3.image).toBe(S3_IMAGE);
    expect(single.services.app.image).toBe(APP_IMAGE);
    const froms = [...read('Containerfile').matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms).toEqual([STANDINS.node, STANDINS.node]);
    expect(read('deploy/s3/Containerfile')).toMatch(new RegExp(`^FROM ${STANDINS.node}$`, 'm'));
    for (const standin of ['postgres', 'redis', 'haproxy']) {
      expect(read(`deploy/standins/${standin}/Containerfile`)).toMatch(
        new RegExp(`^FROM ${STANDINS.debian}$`, 'm'),
      );
    }
    expect(read('deploy/standins/node/Containerfile')).toMatch(new RegExp(`^FROM ${STANDINS.debian}$`, 'm'));
  });

  it('one node: SQLite in the /data volume, health-checked', () => {
    expect(Object.keys(single.services)).toEqual(['app']);
    expect(single.services.app.volumes).toEqual(['data:/data']);
    expect(single.services.app.environment?.DATABASE_URL).toBeUndefined();
    expect(single.services.app.healthcheck?.test).toContain('CMD');
  });

  it('the image runs as a user of its own with /data as its volume and a health check; CA certs stay out', () => {
    const file = read('Containerfile');
    expect(file).toMatch(/^USER node$/m);
    expect(file).toMatch(/^VOLUME \/data$/m);
    expect(file).toMatch(/^HEALTHCHECK /m);
    // The build's CA bundle is a build argument only: never an ENV, never copied.
    expect(file).not.toMatch(/^ENV[^\n]*NODE_EXTRA_CA_CERTS/m);
    expect(file).not.toMatch(/ca-certificates\.crt/);
  });

  it('the proxy balances exactly the app nodes, checks readiness and keeps sessions sticky', () => {
    const cfg = read('deploy/proxy/haproxy.cfg');
    const servers = [...cfg.matchAll(/^\s*server (\S+) (\S+):3000/gm)].map((m) => `${m[1]}=${m[2]}`);
    expect(servers).toEqual(['app1=app1', 'app2=app2']);
    expect(cfg).toMatch(/option httpchk GET \/api\/ready/);
    expect(cfg).toMatch(/^\s*cookie PBNODE insert/m);
    expect(scale.services.proxy.volumes).toEqual([
      './deploy/proxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    ]);
  });

  it('turns exec-form health checks into one shell command, each word quoted', () => {
    expect(healthCommand(['CMD', 'pg_isready', '-U', 'bingo'])).toBe("'pg_isready' '-U' 'bingo'");
    expect(healthCommand(['CMD', 'bash', '-c', "echo 'hi'"])).toBe(`'bash' '-c' 'echo '\\''hi'\\'''`);
    expect(healthCommand(['CMD-SHELL', 'redis-cli ping'])).toBe('redis-cli ping');
  });

  it('interpolates ${NAME} and ${NAME:-default} as Compose does', () => {
    expect(interpolate('a ${X} b ${Y:-dflt} c ${Z:-}', { X: '1', Y: '' })).toBe('a 1 b dflt c ');
    expect(interpolate('${Y:-dflt}', { Y: 'set' })).toBe('set');
  });
});
