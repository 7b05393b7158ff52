import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, proved on probes: for each zone, source text written at a real path
 * inside it (the file itself need not exist) importing a real module it may not reach fails lint, and one it may
 * reach passes. Removing a zone or the cycle rule fails this test.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src';
const server = 'apps/server/src';

/** Some module in `dir` (tests excluded), so the probes follow the code as files move. */
function moduleIn(dir: string): string {
  const found = fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .sort()[0];
  if (!found) throw new Error(`no module in ${dir}`);
  return path.join(dir, found);
}

/** `target` (a repository path) as an import specifier written in the file at `from`, without its extension. */
function specifier(from: string, target: string): string {
  const relative = path.relative(path.dirname(from), target).replace(/\.tsx?$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** The same target through the web app's `@/` alias. */
function alias(target: string): string {
  return `@/${path.relative(web, target).replace(/\.tsx?$/, '')}`;
}

function features(): string[] {
  return fs
    .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * A module in `dir` and a module it imports by value through a relative path, as repository paths: the second
 * importing the first closes a cycle.
 */
function importPair(dir: string): [string, string] {
  const modules = fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of modules) {
    const importer = path.join(dir, file);
    const text = fs.readFileSync(path.join(root, importer), 'utf8');
    for (const [, target] of text.matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)';$/gm)) {
      const base = path.join(path.dirname(importer), target);
      const imported = [`${base}.ts`, `${base}.tsx`].find((candidate) =>
        fs.existsSync(path.join(root, candidate)),
      );
      if (imported) return [importer, imported];
    }
  }
  throw new Error(`no module in ${dir} imports another by a relative path`);
}

let eslint: ESLint;

/** The rule ids and messages of every problem lint reports for `code` written at `file`. */
async function lint(file: string, importPath: string): Promise<string[]> {
  const code = `import * as probe from '${importPath}';\n\nexport const probed = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

async function expectForbidden(file: string, importPath: string, rule: string, reason: RegExp) {
  const problems = await lint(file, importPath);
  expect(problems, `${file} importing ${importPath}`).toEqual([expect.stringMatching(`^${rule}: `)]);
  expect(problems[0]).toMatch(reason);
}

async function expectAllowed(file: string, importPath: string) {
  expect(await lint(file, importPath), `${file} importing ${importPath}`).toEqual([]);
}

const zone = 'import-x/no-restricted-paths';

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('web boundaries', () => {
  const [feature, other] = features();
  const probe = `${web}/features/${feature}/components/boundary-probe.tsx`;

  it('a feature imports no other feature, by alias or by relative path', async () => {
    const target = moduleIn(`${web}/features/${other}`);
    await expectForbidden(probe, alias(target), zone, /Features do not import each other/);
    await expectForbidden(probe, specifier(probe, target), zone, /Features do not import each other/);
  });

  it('a feature imports itself and shared web code', async () => {
    await expectAllowed(probe, specifier(probe, moduleIn(`${web}/features/${feature}`)));
    await expectAllowed(probe, alias(moduleIn(`${web}/components`)));
    await expectAllowed(probe, alias(moduleIn(`${web}/lib`)));
    await expectAllowed(probe, alias(moduleIn(`${web}/game`)));
  });

  it('a feature imports nothing from app/', async () => {
    await expectForbidden(probe, alias(moduleIn(`${web}/app`)), zone, /Features do not import from app/);
  });

  for (const layer of ['components', 'hooks', 'game', 'lib']) {
    const shared = `${web}/${layer}/boundary-probe.ts`;

    it(`${layer}/ imports no feature and nothing from app/`, async () => {
      const message = /Shared web code .* does not import features or app/;
      await expectForbidden(shared, alias(moduleIn(`${web}/features/${feature}`)), zone, message);
      await expectForbidden(shared, specifier(shared, moduleIn(`${web}/features/${other}`)), zone, message);
      await expectForbidden(shared, alias(moduleIn(`${web}/app`)), zone, message);
    });

    it(`${layer}/ imports lib/`, async () => {
      await expectAllowed(shared, alias(moduleIn(`${web}/lib`)));
    });
  }

  it('components/ and hooks/ import game/; game/ imports neither', async () => {
    for (const layer of ['components', 'hooks']) {
      const probe = `${web}/${layer}/boundary-probe.ts`;
      await expectAllowed(probe, alias(moduleIn(`${web}/game`)));
      await expectForbidden(
        `${web}/game/boundary-probe.ts`,
        alias(moduleIn(`${web}/${layer}`)),
        zone,
        /game\/ holds/,
      );
    }
  });

  it('lib/ imports nothing from game/', async () => {
    const probe = `${web}/lib/boundary-probe.ts`;
    await expectForbidden(probe, alias(moduleIn(`${web}/game`)), zone, /lib\/ is infrastructure/);
    await expectForbidden(probe, specifier(probe, moduleIn(`${web}/game`)), zone, /lib\/ is infrastructure/);
  });

  it('imports nothing from the server', async () => {
    await expectForbidden(
      probe,
      specifier(probe, `${server}/errors.ts`),
      zone,
      /only through packages\/shared/,
    );
  });
});

describe('packages/shared boundaries', () => {
  const probe = 'packages/shared/src/schemas/boundary-probe.ts';

  it('imports nothing from apps/', async () => {
    for (const target of [moduleIn(`${web}/lib`), `${server}/errors.ts`]) {
      await expectForbidden(
        probe,
        specifier(probe, target),
        zone,
        /packages\/shared imports nothing from apps/,
      );
    }
  });

  it('imports itself', async () => {
    await expectAllowed(probe, './common');
  });
});

describe('server layers', () => {
  it('the database layer imports no services, routes, presenters or policies', async () => {
    const probe = `${server}/db/repositories/boundary-probe.repo.ts`;
    for (const layer of ['services', 'routes', 'presenters', 'policies']) {
      await expectForbidden(probe, specifier(probe, moduleIn(`${server}/${layer}`)), zone, /database layer/);
    }
    await expectAllowed(probe, '../kysely');
  });

  it('presenters import no policies', async () => {
    const probe = `${server}/presenters/boundary-probe.ts`;
    await expectForbidden(
      probe,
      specifier(probe, moduleIn(`${server}/policies`)),
      zone,
      /Presenters only shape/,
    );
    await expectAllowed(probe, '@picture-bingo/shared');
  });

  it('services import no routes', async () => {
    const probe = `${server}/services/games/boundary-probe.ts`;
    await expectForbidden(
      probe,
      specifier(probe, moduleIn(`${server}/routes`)),
      zone,
      /Services do not import/,
    );
    await expectAllowed(probe, specifier(probe, moduleIn(`${server}/db/repositories`)));
  });

  it('routes do not build SQL: no kysely, no db/ beside repositories', async () => {
    const probe = `${server}/routes/games/boundary-probe.routes.ts`;
    await expectForbidden(probe, 'kysely', 'no-restricted-imports', /Routes do not build SQL/);
    await expectForbidden(probe, specifier(probe, `${server}/db/kysely.ts`), zone, /Routes do not build SQL/);
    await expectForbidden(
      probe,
      specifier(probe, `${server}/db/prepared.ts`),
      zone,
      /Routes do not build SQL/,
    );
    await expectAllowed(probe, specifier(probe, moduleIn(`${server}/services`)));
    await expectAllowed(probe, specifier(probe, moduleIn(`${server}/db/repositories`)));
  });

  it('imports nothing from the web app', async () => {
    const probe = `${server}/lib/boundary-probe.ts`;
    await expectForbidden(
      probe,
      specifier(probe, moduleIn(`${web}/lib`)),
      zone,
      /does not import the web app/,
    );
  });
});

describe('import cycles', () => {
  // index.ts re-exports every module of the package, so a module importing it closes a loop.
  it('a module importing what imports it fails', async () => {
    await expectForbidden('packages/shared/src/constants.ts', './index', 'import-x/no-cycle', /cycle/i);
  });

  for (const dir of [`${web}`, `${server}`]) {
    it(`is caught in ${dir}`, async () => {
      const [importer, imported] = importPair(dir);
      await expectForbidden(imported, specifier(imported, importer), 'import-x/no-cycle', /cycle/i);
    });
  }

  it('a module importing a leaf passes', async () => {
    await expectAllowed('packages/shared/src/constants.ts', './zod-config');
  });
});
