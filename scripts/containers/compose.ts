// The compose files as data, and the subset of Compose this repository's files use, run with plain podman
// commands (no compose tool needed): services in dependency order, each started once the services it names
// with `condition: service_healthy` pass their health checks.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { podman } from './podman';

export interface HealthCheck {
  test: string[] | string;
  interval?: string;
  timeout?: string;
  retries?: number;
  start_period?: string;
}

export interface Service {
  image: string;
  build?: { context: string; dockerfile?: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: HealthCheck;
  depends_on?: Record<string, { condition: string }>;
  command?: string[];
  restart?: string;
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** `${NAME}` and `${NAME:-default}` replaced from `env`, as Compose interpolates. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_m, name: string, fallback?: string) => {
    const value = env[name];
    return value !== undefined && value !== '' ? value : (fallback ?? '');
  });
}

function interpolateAll<T>(value: T, env: Record<string, string | undefined>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => interpolateAll(v, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, env)])) as T;
  }
  return value;
}

/** A compose file, parsed (anchors resolved) and interpolated. */
export function loadCompose(
  file: string,
  env: Record<string, string | undefined> = process.env,
): ComposeFile {
  const raw = parse(fs.readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
  const services = Object.fromEntries(
    Object.entries(raw.services).map(([name, s]) => [name, interpolateAll(s, env)]),
  );
  return { ...raw, services };
}

/** Services in an order where each comes after every service it depends on. */
export function startOrder(compose: ComposeFile): string[] {
  const order: string[] = [];
  const visit = (name: string, trail: string[]) => {
    if (order.includes(name)) return;
    if (trail.includes(name)) throw new Error(`dependency cycle: ${[...trail, name].join(' → ')}`);
    for (const dependency of Object.keys(compose.services[name].depends_on ?? {}))
      visit(dependency, [...trail, name]);
    order.push(name);
  };
  for (const name of Object.keys(compose.services)) visit(name, []);
  return order;
}

const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/**
 * A compose health check as one shell command for `podman run --health-cmd` (podman 4.3 takes no exec-form
 * array there): `['CMD', …args]` quoted word by word, `['CMD-SHELL', command]` or a string as it is.
 */
export function healthCommand(test: string[] | string): string {
  if (typeof test === 'string') return test;
  const [form, ...rest] = test;
  if (form === 'CMD') return rest.map(shellQuote).join(' ');
  if (form === 'CMD-SHELL') return rest.join(' ');
  throw new Error(`unsupported health check form ${form}`);
}

const seconds = (duration: string | undefined, fallback: number) => {
  if (!duration) return fallback;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(duration);
  if (!match) throw new Error(`unsupported duration ${duration}`);
  const n = Number(match[1]);
  return match[2] === 'ms' ? n / 1000 : match[2] === 'm' ? n * 60 : n;
};

/** A running project: its containers are `<project>-<service>`, on network `<project>`, volumes `<project>-<name>`. */
export class Project {
  constructor(
    readonly name: string,
    readonly compose: ComposeFile,
    readonly dir: string,
  ) {}

  container(service: string) {
    return `${this.name}-${service}`;
  }

  /** Every service, in dependency order, each once the services it waits for are healthy. */
  async up(log: (line: string) => void) {
    await podman(['network', 'create', this.name]);
    for (const service of startOrder(this.compose)) {
      for (const [dependency, { condition }] of Object.entries(
        this.compose.services[service].depends_on ?? {},
      )) {
        if (condition === 'service_healthy') await this.waitHealthy(dependency);
      }
      log(`starting ${service}`);
      await this.start(service);
    }
    for (const service of Object.keys(this.compose.services)) await this.waitHealthy(service);
  }

  async start(service: string) {
    const s = this.compose.services[service];
    const args = ['run', '-d', '--pull=never', '--name', this.container(service), '--network', this.name];
    args.push('--network-alias', service, '--hostname', service);
    for (const [key, value] of Object.entries(s.environment ?? {})) args.push('-e', `${key}=${value}`);
    for (const volume of s.volumes ?? []) {
      const [source, target, mode] = volume.split(':');
      const host = source.startsWith('.') ? path.resolve(this.dir, source) : `${this.name}-${source}`;
      args.push('-v', [host, target, mode].filter(Boolean).join(':'));
    }
    for (const port of s.ports ?? []) args.push('-p', port);
    if (s.healthcheck) {
      const test = s.healthcheck.test;
      args.push('--health-cmd', healthCommand(test));
      args.push('--health-interval', '0');
    }
    args.push(s.image, ...(s.command ?? []));
    await podman(args);
  }

  /** Runs the service's health check until it passes (its retries × interval, after its start period). */
  async waitHealthy(service: string) {
    const check = this.compose.services[service].healthcheck;
    if (!check) throw new Error(`${service} has no health check to wait for`);
    const interval = seconds(check.interval, 5);
    const deadline =
      Date.now() + (seconds(check.start_period, 0) + interval * (check.retries ?? 3) + 30) * 1000;
    for (;;) {
      const run = await podman(['healthcheck', 'run', this.container(service)], { check: false });
      if (run.code === 0) return;
      if (Date.now() > deadline) {
        const logs = await podman(['logs', '--tail', '60', this.container(service)], { check: false });
        throw new Error(
          `${service} never became healthy:\n${run.stdout}${run.stderr}\n${logs.stdout}${logs.stderr}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(interval, 1) * 1000));
    }
  }

  /** SIGKILL: the node dies mid-request, as a crash or an OOM kill does. */
  kill(service: string) {
    return podman(['kill', '--signal', 'KILL', this.container(service)]);
  }

  logs(service: string) {
    return podman(['logs', this.container(service)], { check: false }).then((r) => r.stdout + r.stderr);
  }

  /** Removes every container, the network and the volumes, whatever state they are in. */
  async down() {
    for (const service of Object.keys(this.compose.services).reverse()) {
      await podman(['rm', '-f', '-v', '-t', '2', this.container(service)], { check: false });
    }
    await podman(['network', 'rm', '-f', this.name], { check: false });
    for (const volume of Object.keys(this.compose.volumes ?? {})) {
      await podman(['volume', 'rm', '-f', `${this.name}-${volume}`], { check: false });
    }
  }
}
