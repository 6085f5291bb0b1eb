import { ROUTE_ALIASES } from './catalog.ts';
import type { Menu, SubMenu } from './session.ts';

const under = (path: string, route: string) => path === route || path.startsWith(route.endsWith('/') ? route : `${route}/`);

/** The submenu entry that grants `path` (longest route wins), as the route guard of spec 000 §4 matches it. */
export function permissionFor(menus: Menu[], path: string): SubMenu | null {
  // the run of slashes is matched from its first one only (lookbehind): a long run is not rescanned from each position
  const clean = path.split('?')[0]!.replace(/(?<!\/)\/+$/, '') || '/';
  const aliased = Object.entries(ROUTE_ALIASES).find(([prefix]) => under(clean, prefix));
  const target = aliased ? aliased[1] : clean;
  let best: SubMenu | null = null;
  for (const m of menus) {
    for (const s of m.subMenu) {
      if (!(s.read || s.edit)) continue;
      if (under(target, s.rotaUrl) && (!best || s.rotaUrl.length > best.rotaUrl.length)) best = s;
    }
  }
  return best;
}
