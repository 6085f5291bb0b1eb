// One ESLint rule for the project's import boundaries (docs/decisions.md "Naming" and "Boundaries"):
//  - console features never import each other: what two features share lives in console/src/shared (the app composes);
//  - a core context imports another context only through that context's index.ts (its public entry), and the kernel,
//    the event store and the database layer import no context;
//  - in contracts, a context imports access, br and http, and another context only through its index.ts;
//  - an API context imports another API context only through its index.ts (platform is the shared kit), and core contexts other
//    than its own only through their index.ts.
// Two more for every package: production code imports nothing from a `testing/` folder (noTesting), and no import
// closes a cycle (noCycle).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..', '..');
const CORE = 'services/core/src';
const API = 'services/api/src';
const FEATURES = 'console/src/features';
const CONTRACTS = 'contracts/src';
/** contracts folders every context may use: the actor and its reach, Brazilian helpers, the HTTP envelope */
const CONTRACTS_SHARED = new Set(['access', 'br', 'http']);
/** core folders that are not contexts: shared infrastructure and composition */
const CORE_INFRA = new Set(['kernel', 'eventstore', 'db', 'shared', 'email', 'temporal']);
// uploaded files' storage and metadata (services/core/src/storage): a platform module like email/
CORE_INFRA.add('storage');
const CORE_FREE = new Set(['demo', 'testing', 'cli']);
const API_FREE = new Set(['platform', 'testing']);

const rel = (abs) => relative(ROOT, abs).split(sep).join('/');
/** [area, folder, rest] of a repository path, e.g. ['core', 'vehicles', 'queries.ts'] */
function where(p) {
  for (const [area, base] of [
    ['core', CORE],
    ['api', API],
    ['feature', FEATURES],
    ['contracts', CONTRACTS],
  ]) {
    if (p.startsWith(`${base}/`)) {
      const [folder, ...rest] = p.slice(base.length + 1).split('/');
      return { area, folder: rest.length ? folder : null, rest: rest.join('/') };
    }
  }
  return null;
}
/** the repository path an import points to, for relative and @portal/core/… specifiers */
function target(spec, file) {
  if (spec.startsWith('.')) return rel(resolve(dirname(file), spec));
  if (spec.startsWith('@portal/core/')) return `${CORE}/${spec.slice('@portal/core/'.length)}`;
  if (spec.startsWith('@portal/contracts/')) return `${CONTRACTS}/${spec.slice('@portal/contracts/'.length)}`;
  return null;
}
const isIndex = (rest) => /^index(\.tsx?)?$/.test(rest);

export const boundaries = {
  meta: { type: 'problem', schema: [], messages: { cross: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const from = where(rel(file));
    if (!from || !from.folder) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const t = target(spec, file);
      const to = t && where(t);
      if (!to || !to.folder || to.folder === from.folder) return;
      let why = null;
      if (from.area === 'contracts' && to.area === 'contracts') {
        if (!CONTRACTS_SHARED.has(to.folder) && !isIndex(to.rest))
          why = `contracts of one context import another only through its index.ts (${from.folder} → ${to.folder}/${to.rest})`;
      } else if (from.area === 'feature' && to.area === 'feature')
        why = `console features never import each other (${from.folder} → ${to.folder}): move it to console/src/shared`;
      else if (from.area === 'core' && to.area === 'core') {
        if (CORE_INFRA.has(from.folder) && !CORE_INFRA.has(to.folder)) why = `${from.folder} is shared infrastructure and imports no context (${to.folder})`;
        else if (!CORE_FREE.has(from.folder) && !CORE_INFRA.has(to.folder) && !CORE_FREE.has(to.folder) && !isIndex(to.rest))
          why = `a context imports another only through its index.ts (${from.folder} → ${to.folder}/${to.rest})`;
      } else if (from.area === 'api' && to.area === 'api') {
        if (!API_FREE.has(from.folder) && !API_FREE.has(to.folder) && !isIndex(to.rest))
          why = `API contexts share through platform, or another context's index.ts (${from.folder} → ${to.folder}/${to.rest})`;
      } else if (from.area === 'api' && to.area === 'core') {
        if (!API_FREE.has(from.folder) && to.folder !== from.folder && !CORE_INFRA.has(to.folder) && !CORE_FREE.has(to.folder) && !isIndex(to.rest))
          why = `the API's ${from.folder} routes reach the core context ${to.folder} only through its index.ts`;
      }
      if (why) context.report({ node, messageId: 'cross', data: { why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** the packages' source roots, for `@portal/<package>/…` specifiers */
const PACKAGES = { core: CORE, api: API, contracts: CONTRACTS, workflows: 'workflows/src', console: 'console/src', infra: 'infra/src' };
const isTest = (p) => /\.test\.tsx?$/.test(p);
/** the repository path a specifier points to (no extension resolved), or null for a package outside the repository */
function pointsTo(spec, file) {
  if (spec.startsWith('.')) return rel(resolve(dirname(file), spec));
  const m = /^@portal\/([^/]+)\/(.+)$/.exec(spec);
  return m && PACKAGES[m[1]] ? `${PACKAGES[m[1]]}/${m[2]}` : null;
}

/**
 * Test helpers (a `testing/` folder) are for tests and benchmarks: production code (the API, the worker, the demo
 * seed, the stack) imports none of them. What both need lives outside `testing/`, and `testing/` re-exports it.
 */
export const noTesting = {
  meta: { type: 'problem', schema: [], messages: { testing: 'production code imports no test helper ({{spec}}): move what both need out of testing/' } },
  create(context) {
    const file = rel(context.filename);
    if (isTest(file) || file.split('/').includes('testing')) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const t = pointsTo(spec, context.filename);
      if (t && t.split('/').includes('testing')) context.report({ node, messageId: 'testing', data: { spec } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** a file's imports (type-only and dynamic ones included) as repository paths of existing files; kept for the run */
const importsOf = new Map();
function resolveFile(p) {
  for (const c of [p, `${p}.ts`, `${p}.tsx`, `${p}/index.ts`]) if (/\.tsx?$/.test(c) && existsSync(resolve(ROOT, c))) return c;
  return null;
}
function imports(p) {
  let deps = importsOf.get(p);
  if (!deps) {
    const text = readFileSync(resolve(ROOT, p), 'utf8');
    deps = ts.preProcessFile(text, true, true).importedFiles.map((f) => pointsTo(f.fileName, resolve(ROOT, p)));
    deps = [
      ...new Set(
        deps
          .filter(Boolean)
          .map(resolveFile)
          .filter((d) => d && !isTest(d)),
      ),
    ];
    importsOf.set(p, deps);
  }
  return deps;
}
/** the shortest chain of imports from `start` back to `goal`, or null */
function chain(start, goal) {
  const before = new Map([[start, null]]);
  for (const queue = [start]; queue.length;) {
    const at = queue.shift();
    for (const next of imports(at)) {
      if (next === goal) {
        const path = [goal];
        for (let p = at; p; p = before.get(p)) path.unshift(p);
        return path;
      }
      if (!before.has(next)) {
        before.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * No import cycles (type-only imports count: they still tie two modules' reading together). Each import of a file
 * that leads back to the file is reported with the chain it closes.
 */
export const noCycle = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'import cycle: {{chain}}' } },
  create(context) {
    const file = rel(context.filename);
    if (isTest(file) || !/\.tsx?$/.test(file)) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      const t = pointsTo(spec, context.filename);
      const to = t && resolveFile(t);
      if (!to || to === file) return;
      const back = chain(to, file);
      if (back) context.report({ node, messageId: 'cycle', data: { chain: [file, ...back].join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
