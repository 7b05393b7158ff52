/** HTTP answers counted by status (0: no answer at all). */
export class StatusTally {
  readonly counts = new Map<number, number>();

  add(status: number, times = 1) {
    this.counts.set(status, (this.counts.get(status) ?? 0) + times);
  }

  merge(other: StatusTally) {
    for (const [status, n] of other.counts) this.add(status, n);
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  count(match: (status: number) => boolean): number {
    return [...this.counts].reduce((n, [status, c]) => (match(status) ? n + c : n), 0);
  }

  get serverErrors(): number {
    return this.count((s) => s >= 500);
  }

  get unanswered(): number {
    return this.count((s) => s === 0);
  }

  get non2xx(): number {
    return this.count((s) => s < 200 || s >= 300);
  }

  /** `200:4800 429:3` (0 = no answer). */
  toString(): string {
    return [...this.counts]
      .sort((a, b) => a[0] - b[0])
      .map(([status, n]) => `${status}:${n}`)
      .join(' ');
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries([...this.counts].sort((a, b) => a[0] - b[0]));
  }
}
