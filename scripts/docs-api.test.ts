import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_MD_PATH, OPENAPI_PATH, renderApiMarkdown, renderOpenApi } from './docs-api';

describe('the HTTP API reference', () => {
  it('docs/openapi.json is what `npm run docs:api` writes', async () => {
    expect(fs.readFileSync(OPENAPI_PATH, 'utf8'), 'docs/openapi.json is stale: run `npm run docs:api`').toBe(
      await renderOpenApi(),
    );
  });

  it('docs/API.md is what `npm run docs:api` writes', async () => {
    expect(fs.readFileSync(API_MD_PATH, 'utf8'), 'docs/API.md is stale: run `npm run docs:api`').toBe(
      await renderApiMarkdown(),
    );
  });

  it('every operation has a summary, a success answer and refusals in { message, code }', async () => {
    const document = JSON.parse(await renderOpenApi()) as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(
          Object.keys(operation.responses).some((s) => s.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
  });
});
