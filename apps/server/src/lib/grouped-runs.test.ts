import { describe, expect, it } from 'vitest';
import { groupedRuns, perOwner } from './grouped-runs';

/** A run that records its arguments and answers each with its double, once released. */
function recorder(max: number) {
  const runs: { key: string; args: number[]; release: () => void }[] = [];
  const call = groupedRuns(max, (key, args: number[]) => {
    return new Promise<number[]>((resolve) => {
      runs.push({ key, args, release: () => resolve(args.map((a) => a * 2)) });
    });
  });
  return { runs, call };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('groupedRuns', () => {
  it('serves the calls of one turn with one run, and those made during it with the next', async () => {
    const { runs, call } = recorder(10);
    const first = [call('a', 1), call('a', 2)];
    await turn();
    expect(runs.map((r) => r.args)).toEqual([[1, 2]]);
    const second = [call('a', 3), call('a', 4)];
    await turn();
    // One run a key at a time: the second group waits for the first.
    expect(runs).toHaveLength(1);
    runs[0]!.release();
    expect(await Promise.all(first)).toEqual([2, 4]);
    await turn();
    expect(runs.map((r) => r.args)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    runs[1]!.release();
    expect(await Promise.all(second)).toEqual([6, 8]);
  });

  it('runs keys side by side and at most `max` calls a run', async () => {
    const { runs, call } = recorder(2);
    const calls = [call('a', 1), call('b', 10), call('a', 2), call('a', 3)];
    await turn();
    expect(runs.map((r) => [r.key, r.args])).toEqual([
      ['a', [1, 2]],
      ['b', [10]],
    ]);
    runs[0]!.release();
    runs[1]!.release();
    await turn();
    await turn();
    expect(runs[2]).toMatchObject({ key: 'a', args: [3] });
    runs[2]!.release();
    expect(await Promise.all(calls)).toEqual([2, 20, 4, 6]);
  });

  it('fails every call of a failed run and goes on with the next', async () => {
    let fail = true;
    const call = groupedRuns(10, async (_key, args: number[]) => {
      if (fail) throw new Error('database away');
      return args;
    });
    const failed = [call('a', 1), call('a', 2)];
    await expect(Promise.all(failed)).rejects.toThrow('database away');
    await expect(failed[1]).rejects.toThrow('database away');
    fail = false;
    expect(await call('a', 3)).toBe(3);
  });
});

describe('perOwner', () => {
  it('makes one instance per owner', () => {
    const of = perOwner((owner: { name: string }) => ({ for: owner.name }));
    const a = { name: 'a' };
    expect(of(a)).toBe(of(a));
    expect(of({ name: 'b' })).toEqual({ for: 'b' });
    expect(of({ name: 'b' })).not.toBe(of({ name: 'b' }));
  });
});
