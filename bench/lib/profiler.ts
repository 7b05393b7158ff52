import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { sleep } from './clock';

/** A V8 CPU profile as the inspector returns it (the .cpuprofile format). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    hitCount?: number;
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Another Node process's inspector (started with --inspect=host:port): profiles exactly one phase (connecting
 * sockets, a load run) instead of the process's whole life, and collects garbage before memory is measured.
 */
export class Inspector {
  private nextId = 1;
  private pending = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown; error?: unknown };
      if (message.id === undefined) return;
      const resolve = this.pending.get(message.id);
      this.pending.delete(message.id);
      resolve?.(message.error ? Promise.reject(new Error(JSON.stringify(message.error))) : message.result);
    });
  }

  static async connect(inspectPort: number): Promise<Inspector> {
    let targets: { webSocketDebuggerUrl: string }[] = [];
    for (let attempt = 0; attempt < 50 && targets.length === 0; attempt++) {
      try {
        targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as typeof targets;
      } catch {
        await sleep(100);
      }
    }
    if (!targets[0]) throw new Error(`no inspector on port ${inspectPort}`);
    const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const inspector = new Inspector(socket);
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
    return inspector;
  }

  send(method: string, params: object = {}): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** A full garbage collection, so RSS and heap readings that follow hold live memory only. */
  async gc() {
    await this.send('HeapProfiler.collectGarbage');
  }

  /** Bytes of the JS heap in use. */
  async heapUsed(): Promise<number> {
    const { usedSize } = (await this.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  }

  async start() {
    await this.send('Profiler.start');
  }

  /** Evaluates an expression in the process (with `require` at hand) and returns its value. */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = (await this.send('Runtime.evaluate', {
      expression,
      includeCommandLineAPI: true,
      returnByValue: true,
    })) as { result: { value: unknown }; exceptionDetails?: unknown };
    if (exceptionDetails) throw new Error(`evaluate: ${JSON.stringify(exceptionDetails)}`);
    return result.value as T;
  }

  /** Stops profiling and writes the profile (open it in Chrome DevTools or speedscope). */
  async stop(file: string): Promise<CpuProfile> {
    const { profile } = (await this.send('Profiler.stop')) as { profile: CpuProfile };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    return profile;
  }

  close() {
    this.socket.close();
  }
}

interface Row {
  name: string;
  ms: number;
  share: number;
}

/** Self time and total (inclusive) time per function, the heaviest first. */
export function summarizeProfile(
  profile: CpuProfile,
  top = 15,
): { self: Row[]; total: Row[]; totalMs: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Time per node from the samples (precise) or hit counts.
  const nodeMs = new Map<number, number>();
  if (profile.samples && profile.timeDeltas) {
    for (let i = 0; i < profile.samples.length; i++) {
      const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      nodeMs.set(profile.samples[i], (nodeMs.get(profile.samples[i]) ?? 0) + delta);
    }
  } else {
    const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.nodes.length);
    for (const n of profile.nodes) nodeMs.set(n.id, (n.hitCount ?? 0) * interval);
  }
  const label = (id: number) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return '?';
    const file = frame.url ? frame.url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '') : '';
    const where = file ? ` ${file.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
    return `${frame.functionName || '(anonymous)'}${where}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let totalMs = 0;
  for (const [id, ms] of nodeMs) {
    if (!ms) continue;
    totalMs += ms;
    self.set(label(id), (self.get(label(id)) ?? 0) + ms);
    // Inclusive: every distinct function on the stack once.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = label(at);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  }
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms, share: totalMs ? ms / totalMs : 0 }));
  return { self: rows(self), total: rows(total), totalMs };
}

export function formatProfile(title: string, profile: CpuProfile, top = 15): string {
  const { self, total, totalMs } = summarizeProfile(profile, top);
  const idle = self.find((r) => r.name.startsWith('(idle)'))?.ms ?? 0;
  const lines = [`${title}: ${totalMs.toFixed(0)} ms sampled, ${(totalMs - idle).toFixed(0)} ms busy`];
  lines.push('  self time:');
  for (const r of self)
    lines.push(`    ${r.ms.toFixed(1).padStart(8)} ms ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.name}`);
  lines.push('  total time (inclusive):');
  for (const r of total)
    lines.push(`    ${r.ms.toFixed(1).padStart(8)} ms ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.name}`);
  return lines.join('\n');
}
