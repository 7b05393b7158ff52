import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web decides by an error's code, never by its words (eslint.config.js, MESSAGE_COMPARISONS): probes written
 * at a real web path fail lint when they compare, switch on or search an error's message, and pass when they
 * compare its code. Removing the rule fails this test.
 */
const root = path.resolve(import.meta.dirname, '..');
const probe = path.join(root, 'apps/web/src/features/board/hooks/message-probe.ts');
const RULE = 'no-restricted-syntax';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(body: string): Promise<string[]> {
  const code = `declare const error: { message: string; code: string };\ndeclare const message: string;\n${body}\n`;
  const [result] = await eslint.lintText(code, { filePath: probe });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the web decides by error codes', () => {
  it.each([
    ["export const paused = error.message === 'The game is paused';"],
    ["export const paused = 'The game is paused' !== error.message;"],
    ["export const moved = message === 'You are playing this game on another device now';"],
    ["export const ended = error.message.includes('ended');"],
    ["export const ended = error.message.startsWith('This game');"],
    ["export const known = new Set(['x']).has(error.message);"],
    ["export const known = ['x'].includes(error.message);"],
    ['export function f() { switch (error.message) { default: return 1; } }'],
  ])('refuses %s', async (body) => {
    expect(await problems(body)).toEqual([expect.stringMatching(`^${RULE}: Decide by the error code`)]);
  });

  it.each([
    ["export const paused = error.code === 'GAME_PAUSED';"],
    ['export const shown = error.message || message;'],
    ["export const known = ['GAME_ENDED'].includes(error.code);"],
  ])('allows %s', async (body) => {
    expect(await problems(body)).toEqual([]);
  });
});
