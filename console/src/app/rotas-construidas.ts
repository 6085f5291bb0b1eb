import { MENU_CATALOG } from '@portal/contracts/access/catalog';

/** Menu routes whose screens are built here; the rest show the pending page, guarded like the others. */
export const BUILT = new Set([
  '/relatorios',
  '/usersmanagment',
  '/popup-manager',
  '/comunicados',
  '/distribuition',
  '/liberarfaturamento',
  '/vehiclepocket',
  '/vehiclepocket/bolsao',
  '/reports',
  '/trade',
  '/trade/minhas-trocas',
  '/directselling',
  '/newrequest',
  '/boletos',
  '/comission',
  '/producao',
  '/ordercall/edicao',
  '/biordercall',
  '/biplanoanual',
  '/settings',
  '/imports',
  '/modelo',
  '/specs',
  '/pipeline',
  '/kpisapproved',
  '/kpisapprovednsc',
  '/agedstock',
  '/summary',
  '/emplacamento',
  '/mobile/emplacamento',
  '/mobile/summary',
]);

/** The menu entries still showing the pending page, with their menu group (the access browser test opens one). */
export function rotasPendentes(): { path: string; titulo: string; grupo: string }[] {
  return MENU_CATALOG.filter((m) => m.visivel).flatMap((m) =>
    m.submenus.filter((s) => s.visivel !== false && !BUILT.has(s.rota)).map((s) => ({ path: s.rota, titulo: s.descricao, grupo: m.descricao })),
  );
}
