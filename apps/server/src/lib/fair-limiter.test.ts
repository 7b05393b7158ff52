import { describe, expect, it } from 'vitest';
import { createFairLimiter } from './fair-limiter';

/** A task that runs until `finish` is called, recording its start in `log`. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (log.push(name), done), finish: () => finish() };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createFairLimiter', () => {
  it('runs at most `limit` tasks, and at most `perKey` for one key', async () => {
    const run = createFairLimiter(3, 2);
    const log: string[] = [];
    const a = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'a3')];
    const b = gate(log, 'b1');
    const all = [...a.map((g) => run('a', g.task)), run('b', b.task)];
    await tick();
    expect(log).toEqual(['a1', 'a2', 'b1']);
    expect(run.stats()).toEqual({ running: 3, waitingKeys: 1 });
    a[0].finish();
    await tick();
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3']);
    for (const g of [...a, b]) g.finish();
    await Promise.all(all);
    expect(run.stats()).toEqual({ running: 0, waitingKeys: 0 });
  });

  it('lets a newcomer in before a key with a queue of its own (round robin)', async () => {
    const run = createFairLimiter(2, 1);
    const log: string[] = [];
    const a = Array.from({ length: 10 }, (_, i) => gate(log, `a${i}`));
    const c = Array.from({ length: 10 }, (_, i) => gate(log, `c${i}`));
    const b = gate(log, 'b0');
    const all = [...a.map((g) => run('a', g.task)), ...c.map((g) => run('c', g.task))];
    await tick();
    // Two players with ten each fill both slots; then a third player's one task arrives.
    all.push(run('b', b.task));
    await tick();
    expect(log).toEqual(['a0', 'c0']);
    c[0].finish();
    await tick();
    // c just ran: b, waiting behind a's and c's queues, goes first.
    expect(log).toEqual(['a0', 'c0', 'b0']);
    a[0].finish();
    await tick();
    expect(log.at(-1)).toBe('c1');
    for (const g of [...a, ...c, b]) g.finish();
    await Promise.all(all);
    expect(log).toHaveLength(21);
  });

  it('sends a key that just started a queued task to the back, behind keys that have not had a turn', async () => {
    const run = createFairLimiter(2, 2);
    const log: string[] = [];
    const [x, y] = [gate(log, 'x0'), gate(log, 'y0')];
    const a = [gate(log, 'a1'), gate(log, 'a2')];
    const b = [gate(log, 'b1'), gate(log, 'b2')];
    const all = [run('x', x.task), run('y', y.task)];
    await tick();
    all.push(...a.map((g) => run('a', g.task)), ...b.map((g) => run('b', g.task)));
    x.finish();
    await tick();
    expect(log).toEqual(['x0', 'y0', 'a1']);
    // a may run a second task (perKey 2), but b has waited as long without one: b goes first.
    y.finish();
    await tick();
    expect(log).toEqual(['x0', 'y0', 'a1', 'b1']);
    for (const g of [...a, ...b]) g.finish();
    await Promise.all(all);
    expect(log).toHaveLength(6);
  });

  it('frees the slot when a task fails', async () => {
    const run = createFairLimiter(1, 1);
    await expect(run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run('a', async () => 'next')).resolves.toBe('next');
    expect(run.stats()).toEqual({ running: 0, waitingKeys: 0 });
  });
});
