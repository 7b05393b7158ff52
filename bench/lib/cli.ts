import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses `--flag value` / `--flag=value` options; unknown flags stop the run with the usage text. */
export function cli<O extends Options>(usage: string, options: O) {
  try {
    const parsed = parseArgs({ options: { ...options, help: { type: 'boolean' } }, strict: true });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed.values as ReturnType<typeof parseArgs<{ options: O }>>['values'];
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

/** A comma-separated list of positive integers. */
export function intList(value: string | undefined, fallback: number[]): number[] {
  if (!value) return fallback;
  const list = value.split(',').map((v) => Number(v.trim()));
  if (list.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`not a list of counts: ${value}`);
  return list;
}

export function int(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a number: ${value}`);
  return n;
}
