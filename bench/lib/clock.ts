/**
 * A clock shared by every process on this machine: the process's wall-clock origin (microsecond precision)
 * plus the monotonic time since. Two processes' readings differ only by the wall clock's drift between their
 * start-ups (checked at run time by `estimateClockSkew` in bench/fanout).
 */
export const sharedNow = (): number => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
