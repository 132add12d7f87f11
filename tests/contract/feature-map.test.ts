import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, DOMAINS, ENDPOINTS } from '@sddp/shared';
import { fileRoutes } from '#test/route-files';
import { specCalls } from './spec-calls';

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

// ---- docs/features.md: its tables, by the names of their columns ----

interface Row {
  /** Line number in docs/features.md, for the failure messages. */
  line: number;
  cells: Record<string, string>;
}

const STATUSES = ['works', 'not yet', 'decided otherwise'] as const;
type Status = (typeof STATUSES)[number];

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
const ticked = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Every table of the file whose header has all the given columns. */
function tablesWith(markdown: string, columns: readonly string[]): Row[] {
  const lines = markdown.split('\n');
  const rows: Row[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]!.trim().startsWith('|') || !/^\|(\s*:?-+:?\s*\|)+$/.test(lines[i + 1]!.trim())) continue;
    const header = splitRow(lines[i]!);
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith('|'); j++) {
      const cells = splitRow(lines[j]!);
      if (cells.length !== header.length)
        throw new Error(`docs/features.md:${j + 1}: ${cells.length} cells under ${header.length} columns`);
      if (columns.every((column) => header.includes(column)))
        rows.push({ line: j + 1, cells: Object.fromEntries(header.map((name, k) => [name, cells[k]!])) });
    }
    i = j - 1;
  }
  return rows;
}

const statusOf = (row: Row): Status | undefined => STATUSES.find((status) => row.cells.Status!.startsWith(status));
const where = (row: Row) => `docs/features.md:${row.line}`;

const MAP = read('docs/features.md');
const SCREEN_ROWS = tablesWith(MAP, ['§', 'Route', 'Tests', 'Status']);
const CALL_ROWS = tablesWith(MAP, ['Endpoint', 'Method', 'Path', 'Tests', 'Status']);
const ALL_ROWS = [...SCREEN_ROWS, ...CALL_ROWS];

/** Route path → the file that serves it. */
const FILE_ROUTES = fileRoutes();

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

// ---- the checks ----

describe('docs/features.md, the feature map', () => {
  it('is parsed: it has screen and call tables, and every row has a known status', () => {
    expect(SCREEN_ROWS.length).toBeGreaterThan(20);
    expect(CALL_ROWS.length).toBeGreaterThan(ENDPOINTS.length);
    for (const row of ALL_ROWS) expect(statusOf(row), `${where(row)}: status '${row.cells.Status}'`).toBeDefined();
  });

  it("names the issue that builds what is 'not yet', and the decision behind what was 'decided otherwise'", () => {
    const anchors = new Set(
      [...read('docs/decisions.md').matchAll(/^#+\s+(.+)$/gm)].map((match) =>
        match[1]!
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s-]/gu, '')
          .replace(/\s/g, '-'),
      ),
    );
    for (const row of ALL_ROWS) {
      if (statusOf(row) === 'not yet') expect(row.cells.Status, where(row)).toMatch(/^not yet: issue 1[2-6]$/);
      if (statusOf(row) === 'decided otherwise') {
        expect(row.cells.Notes, `${where(row)}: the reason`).toMatch(/\w/);
        expect(row.cells.Status, where(row)).toMatch(/\(decisions\.md#[\w-]+\)/);
      }
    }
    for (const [, anchor] of MAP.matchAll(/decisions\.md#([\w-]+)/g)) expect(anchors, `decisions.md#${anchor}`).toContain(anchor);
  });

  it('covers every screen section of spec §2, 2.1 to 2.26', () => {
    const named = new Set(SCREEN_ROWS.flatMap((row) => row.cells['§']!.split(',').map((section) => section.trim())));
    for (let section = 1; section <= 26; section++) expect(named, `§2.${section}`).toContain(`2.${section}`);
  });

  describe('endpoints', () => {
    const listed = CALL_ROWS.flatMap((row) => ticked(row.cells.Endpoint).map((id) => ({ id, row })));

    it('lists every endpoint of ENDPOINTS once, and no id that does not exist', () => {
      const ids = listed.map((entry) => entry.id);
      const known = ENDPOINTS.map((endpoint) => endpoint.id);
      expect(
        known.filter((id) => !ids.includes(id)),
        'endpoints the map does not list',
      ).toEqual([]);
      expect(
        ids.filter((id) => !known.includes(id)),
        'ids in the map that ENDPOINTS does not have',
      ).toEqual([]);
      expect(
        ids.filter((id, k) => ids.indexOf(id) !== k),
        'ids listed twice',
      ).toEqual([]);
    });

    it("gives each listed endpoint its method and path from the table, and 'works' only to served calls", () => {
      for (const { id, row } of listed) {
        const endpoint = ENDPOINTS.find((candidate) => candidate.id === id);
        expect(`${row.cells.Method} ${ticked(row.cells.Path).join(' ')}`, `${where(row)}: ${id}`).toBe(
          `${endpoint?.method} ${endpoint?.path}`,
        );
      }
      for (const row of CALL_ROWS.filter((candidate) => statusOf(candidate) === 'works'))
        expect(ticked(row.cells.Endpoint), `${where(row)}: works, so it names its endpoint`).toHaveLength(1);
    });

    it('names no endpoint for a §7 call that the endpoint table serves (the row must name it)', () => {
      const served = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
      for (const row of CALL_ROWS.filter((candidate) => ticked(candidate.cells.Endpoint).length === 0)) {
        for (const path of ticked(row.cells.Path))
          expect(served.has(`${row.cells.Method} ${path}`), `${where(row)}: ${row.cells.Method} ${path} is served`).toBe(false);
      }
    });

    describe('every call of spec §7', () => {
      // The spec sits beside the repository on the team's machines; a clone without it reads the list
      // extracted from it (tests/contract/spec-calls.txt), which this test keeps equal to the spec.
      const specFile = new URL('../shared/spec.md', ROOT);
      const snapshot = read('tests/contract/spec-calls.txt').trim().split('\n');
      const calls = existsSync(specFile) ? specCalls(readFileSync(specFile, 'utf8')) : snapshot;

      it.runIf(existsSync(specFile))('tests/contract/spec-calls.txt is the list spec.md §7 gives', () => {
        expect(snapshot).toEqual(calls);
      });

      it('has a row whose Path (or Notes) names it', () => {
        expect(calls.length).toBeGreaterThan(60);
        const named = (path: string) => path.replace(/[{}]/g, '');
        const mentioned = CALL_ROWS.flatMap((row) => [...ticked(row.cells.Path), ...ticked(row.cells.Notes)]).map(named);
        const missing = calls.filter((call) => !mentioned.includes(named(call.split(' ')[1]!)));
        expect(missing, 'calls of spec §7 that docs/features.md does not name').toEqual([]);
      });
    });

    it('names only endpoint ids that exist, in the notes too', () => {
      const idPattern = new RegExp(`^(${DOMAINS.join('|')})\\.[A-Za-z0-9]+$`);
      const named = [...MAP.matchAll(/`([^`]+)`/g)].map((match) => match[1]!).filter((token) => idPattern.test(token));
      for (const id of named)
        expect(
          ENDPOINTS.map((endpoint) => endpoint.id),
          id,
        ).toContain(id);
    });
  });

  describe('web routes', () => {
    const listed = SCREEN_ROWS.flatMap((row) => ticked(row.cells.Route).map((path) => ({ path: withoutTrailingSlash(path), row })));
    const listedPaths = new Set(listed.map((entry) => entry.path));

    it('derives the route paths from web/src/routes as the router generator does', () => {
      const generated = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(read('web/src/routeTree.gen.ts'))?.[1] ?? '';
      const fullPaths = [...generated.matchAll(/^\s*'([^']+)':/gm)].map((match) => withoutTrailingSlash(match[1]!));
      expect([...FILE_ROUTES.keys()].sort()).toEqual(fullPaths.sort());
    });

    it('lists every route file of web/src/routes and every route of shared/src/routes.ts', () => {
      const unlisted = [...FILE_ROUTES].filter(([path]) => !listedPaths.has(path)).map(([path, file]) => `${path} (${file})`);
      expect(unlisted, 'route files the map does not list').toEqual([]);
      expect(
        APP_ROUTES.map((route) => route.path).filter((path) => !listedPaths.has(path)),
        'routes of APP_ROUTES the map does not list',
      ).toEqual([]);
    });

    it("marks 'works' only routes that exist and are not placeholders", () => {
      for (const { path, row } of listed.filter((entry) => statusOf(entry.row) === 'works')) {
        const file = FILE_ROUTES.get(path);
        expect(file, `${where(row)}: ${path} has no route file`).toBeDefined();
        expect(read(file!), `${where(row)}: ${path} is a placeholder`).not.toMatch(/PlaceholderPage/);
      }
    });
  });

  describe('tests', () => {
    it('names only test files that exist', () => {
      const named = [...MAP.matchAll(/`(tests\/[^`]+)`/g)].map((match) => match[1]!);
      expect(named.length).toBeGreaterThan(0);
      for (const path of new Set(named)) expect(existsSync(new URL(path, ROOT)), path).toBe(true);
    });

    it("names at least one test for everything that 'works'", () => {
      for (const row of ALL_ROWS.filter((candidate) => statusOf(candidate) === 'works')) {
        expect(ticked(row.cells.Tests).filter((path) => path.startsWith('tests/')).length, `${where(row)}: no tests`).toBeGreaterThan(0);
      }
    });
  });
});
