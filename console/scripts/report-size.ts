/**
 * Prints the gzipped JavaScript of the first route (sign-in: the entry chunk and what /login needs) and of the
 * private shell, from Vite's manifest. Goal: first route ≤150 kB gz; every screen is its own lazy chunk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file)!;
};

/** The static closure of a chunk: itself and everything it imports eagerly. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const k of keys) {
    if (seen.has(k)) continue;
    seen.add(k);
    closure(manifest[k]?.imports ?? [], seen);
  }
  return seen;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const total = (keys: Set<string>) => [...keys].reduce((s, k) => s + sizeOf(manifest[k]!.file), 0);
/**
 * A module's chunk: keyed by its source, or — when Rollup put other modules' code in it and keyed it as a shared chunk
 * (`_private-layout-<hash>.js`) — the dynamic entry named after the module's file.
 */
const find = (suffix: string) => {
  const nome = suffix
    .split('/')
    .pop()!
    .replace(/\.tsx?$/, '');
  const k =
    Object.keys(manifest).find((key) => key.endsWith(suffix)) ??
    Object.keys(manifest).find((key) => manifest[key]!.isDynamicEntry && (manifest[key]!.src?.endsWith(suffix) || manifest[key]!.name === nome));
  if (!k) throw new Error(`chunk not found: ${suffix}`);
  return k;
};

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const base = closure([entry]);
const firstRoute = closure([entry, find('features/access/pages/login-page.tsx')]);
const shell = closure([entry, find('app/private-layout.tsx'), find('features/reports/pages/relatorios-page.tsx')]);
const lazyScreens = Object.values(manifest).filter((c) => c.src && !c.isEntry && /pages?\//.test(c.src) && c.file.endsWith('.js'));

const goal = 150 * 1024;
const first = total(firstRoute);
console.log('\nConsole bundle (JavaScript, gzip -9):');
console.log(`  entry chunk                      ${kb(total(base))}`);
console.log(`  first route (/login)             ${kb(first)}  goal ≤ ${kb(goal)}  ${first <= goal ? 'OK' : 'ABOVE GOAL'}`);
console.log(`  private shell (/relatorios)      ${kb(total(shell))}`);
console.log(`  lazy screens                     ${lazyScreens.length} (${lazyScreens.map((c) => c.src!.split('/').pop()).join(', ')})`);
