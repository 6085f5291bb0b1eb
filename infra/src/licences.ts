import { execFileSync } from 'node:child_process';

/** Fails when a production dependency carries anything but a permissive open-source licence. */
const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'Apache-2.0',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
  'Python-2.0',
  'CC-BY-4.0',
  'CC-BY-3.0',
  'Zlib',
  'WTFPL',
  'BSD',
  'MPL-2.0',
  'MIT/X11',
]);
/** Packages whose manifest names no licence, checked by hand against their published files. */
const REVIEWED: Record<string, string> = {
  'buffers@0.1.1': 'MIT/X11 (README of the package)',
  'unionfs@4.6.0': 'Unlicense (LICENSE of the repository)',
};
// MPL-2.0 is weak copyleft per file, accepted for unmodified dependencies only (none is modified here).

function ok(expr: string): boolean {
  const e = expr.replace(/[()]/g, '').trim();
  if (e.includes(' OR ')) return e.split(' OR ').some((x) => ok(x));
  if (e.includes(' AND ')) return e.split(' AND ').every((x) => ok(x));
  return PERMISSIVE.has(e.replace(/\*$/, ''));
}

const out = execFileSync('pnpm', ['licenses', 'list', '--prod', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const byLicence = JSON.parse(out) as Record<string, { name: string; versions: string[] }[]>;
const bad: string[] = [];
let count = 0;
for (const [licence, pkgs] of Object.entries(byLicence)) {
  count += pkgs.length;
  if (!ok(licence)) for (const p of pkgs) if (!p.versions.every((v) => REVIEWED[`${p.name}@${v}`])) bad.push(`${p.name}@${p.versions.join(',')}: ${licence}`);
}
if (bad.length) {
  console.error(`licenças não permissivas em dependências de produção:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log(`licenças: ${count} pacotes de produção, todos com licença permissiva (${Object.keys(byLicence).sort().join(', ')})`);
