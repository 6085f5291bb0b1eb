/*
 * The composition of the read cache (kernel/leitura-em-cache.ts): the tables whose writes the cached reads watch, as each
 * context declares them in its `tabelas-vigiadas.ts`. Each carries the trigger that records its writers (migrations
 * 2026-11-26T1300-versoes-leitura and T1400; the kernel's test holds the triggers and this list equal). The
 * declarations import nothing, so the kernel and any context read this without a cycle.
 */
import type { Database } from './db/types.ts';
import { TABELAS_VIGIADAS as veiculos } from './vehicles/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as bi } from './bi/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as faturamento } from './billing/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as trocas } from './swaps/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as pedidos } from './direct-sales/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as rede, TABELAS_VIGIADAS_DOS_USUARIOS as usuarios } from './admin/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as importados } from './imports/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as configuracoes } from './settings/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as orderCall } from './order-call/tabelas-vigiadas.ts';
import { TABELAS_VIGIADAS as kpi } from './kpi/tabelas-vigiadas.ts';

/** What the scoped reads (reports, dashboards, KPI) depend on: every watched table but the Usuários tab's. */
export const TABELAS_DOS_RELATORIOS = [
  ...veiculos,
  ...bi,
  ...faturamento,
  ...trocas,
  ...pedidos,
  ...rede,
  ...importados,
  ...configuracoes,
  ...orderCall,
  ...kpi,
] as const satisfies readonly (keyof Database)[];
export const TABELAS_VIGIADAS = [...TABELAS_DOS_RELATORIOS, ...usuarios] as const satisfies readonly (keyof Database)[];
export type TabelaVigiada = (typeof TABELAS_VIGIADAS)[number];
