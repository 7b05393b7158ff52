import { spawn } from 'node:child_process';
import { repoRoot } from './processes';

/** Runs a bench script (TypeScript, through tsx) to the end; resolves with its exit code and all its output. */
export function runBenchScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The `RESULT <bench> key=value …` lines of a bench's output, as records. */
export function resultLines(output: string, bench: string): Record<string, string>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(`RESULT ${bench} `))
    .map((line) =>
      Object.fromEntries(
        line
          .slice(`RESULT ${bench} `.length)
          .trim()
          .split(/\s+/)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      ),
    );
}
