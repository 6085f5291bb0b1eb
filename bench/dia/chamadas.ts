/**
 * The reads of the portal's day (bench:dia): what a dealer's user and a back-office user open, each request drawn from
 * the mix with its own page, page size, filters and dealer, so the bodies vary as they do across seventy people. Pure:
 * the load child (leitores.ts) draws from it; the bench checks each call once per profile before the load.
 */

export interface Usuario {
  login: string;
  token: string;
  /** the dealer of a dealer-side user; null for back-office staff */
  dealerId: number | null;
  perfil: string;
}

export interface Contexto {
  dealers: number[];
  /** orders each dealer may open (the order screen); `0`: orders any back-office user may open */
  pedidos: Record<number, number[]>;
  ano: number;
  mes: number;
}

export interface Pedido {
  nome: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** One call of the mix: its name, how often it is drawn (weight), and the request it makes for a user. */
export interface Molde {
  nome: string;
  peso: number;
  para: 'dealer' | 'staff' | 'todos';
  montar(u: Usuario, c: Contexto, r: () => number): Pedido | null;
}

const um = <T>(xs: readonly T[], r: () => number): T => xs[Math.floor(r() * xs.length)]!;
const pagina = (r: () => number) => ({ page: 1 + Math.floor(r() * r() * 6), per_page: um([10, 25, 50], r) });
/** a back-office filter of one dealer one time in three */
const dealerDoFiltro = (u: Usuario, c: Contexto, r: () => number) => (u.dealerId === null && r() < 0.33 ? { concessionariaId: um(c.dealers, r) } : {});
const STATUS_LISTA = [[0], [1], [2], [0, 1], [3, 4], [10, 11]];

export const MOLDES: Molde[] = [
  {
    nome: 'POST veiculos/faturamentos/listar',
    peso: 6,
    para: 'todos',
    montar: (u, c, r) => ({
      nome: '',
      method: 'POST',
      path: 'veiculos/faturamentos/listar',
      body: { ...pagina(r), ...(r() < 0.5 ? { status: um(STATUS_LISTA, r) } : {}), ...dealerDoFiltro(u, c, r) },
    }),
  },
  {
    nome: 'POST veiculos/faturamentos/liberar/listar',
    peso: 3,
    para: 'todos',
    montar: (u, c, r) => ({ nome: '', method: 'POST', path: 'veiculos/faturamentos/liberar/listar', body: { ...pagina(r) } }),
  },
  {
    nome: 'POST relatorios/visao/geral/listar',
    peso: 4,
    para: 'todos',
    montar: (u, c, r) => ({
      nome: '',
      method: 'POST',
      path: 'relatorios/visao/geral/listar',
      body: { ...pagina(r), ...(r() < 0.4 ? { status: um(STATUS_LISTA, r) } : {}), ...dealerDoFiltro(u, c, r) },
    }),
  },
  {
    nome: 'POST veiculos/troca/listar',
    peso: 3,
    para: 'dealer',
    montar: (u, c, r) => ({ nome: '', method: 'POST', path: 'veiculos/troca/listar', body: { ...pagina(r), selecao: r() < 0.5 } }),
  },
  {
    nome: 'POST pedidos/boletos',
    peso: 2,
    para: 'todos',
    montar: (u, c, r) => ({
      nome: '',
      method: 'POST',
      path: 'pedidos/boletos',
      body: { ...pagina(r), ...(r() < 0.3 ? { statusId: 1 + Math.floor(r() * 5) } : {}) },
    }),
  },
  {
    nome: 'POST pedidos/listar',
    peso: 2,
    para: 'todos',
    montar: (u, c, r) => ({
      nome: '',
      method: 'POST',
      path: 'pedidos/listar',
      body: { ...pagina(r), ...(r() < 0.3 ? { statusId: 1 + Math.floor(r() * 4) } : {}), ...dealerDoFiltro(u, c, r) },
    }),
  },
  ...[
    'confirmacao-por-dealer',
    'confirmacao-por-modelo',
    'faturamento-por-modelo',
    'estoque-dealer-por-modelo',
    'estoque-nsc-por-modelo',
    'estoque-consignado',
  ].map((p): Molde => ({
    nome: `GET relatorios-home/${p}`,
    peso: 1,
    para: 'todos',
    montar: (u, c, r) => {
      // this month or one of the two before it
      const k = Math.floor(r() * r() * 3);
      const mes = ((c.mes - 1 - k + 12) % 12) + 1;
      const ano = mes > c.mes ? c.ano - 1 : c.ano;
      const d = dealerDoFiltro(u, c, r);
      return {
        nome: '',
        method: 'GET',
        path: `relatorios-home/${p}?ano=${ano}&mesId=${mes}${'concessionariaId' in d ? `&concessionariaId=${d.concessionariaId}` : ''}`,
      };
    },
  })),
  ...['AnaliseEstoqueJlr', 'AnaliseEstoqueDealer', 'summary'].map((p): Molde => ({
    nome: `GET bi/${p}`,
    peso: 1,
    para: 'todos',
    montar: (u, c, r) => {
      const d = dealerDoFiltro(u, c, r);
      return { nome: '', method: 'GET', path: `bi/${p}${'concessionariaId' in d ? `?concessionariaId=${d.concessionariaId}` : ''}` };
    },
  })),
  {
    nome: 'GET kpi/resumo/dealer',
    peso: 1,
    para: 'dealer',
    montar: (u, c, r) => ({ nome: '', method: 'GET', path: `kpi/resumo/dealer?ano=${c.ano}&mesId=${1 + Math.floor(r() * c.mes)}` }),
  },
  {
    nome: 'GET kpi/resumo/nsc-por-dealer',
    peso: 1,
    para: 'staff',
    montar: (u, c, r) => ({ nome: '', method: 'GET', path: `kpi/resumo/nsc-por-dealer?ano=${c.ano}&concessionariaId=${um(c.dealers, r)}` }),
  },
  {
    nome: 'GET pedidos/{id} (tela do pedido)',
    peso: 2,
    para: 'todos',
    montar: (u, c, r) => {
      const ids = c.pedidos[u.dealerId ?? 0] ?? [];
      return ids.length ? { nome: '', method: 'GET', path: `pedidos/${um(ids, r)}` } : null;
    },
  },
];

/** The calls a user draws from: the mix for its side, less those its profile may not make (`recusadas`: per profile). */
export function moldesDe(u: Usuario, recusadas: Record<string, string[]>): Molde[] {
  const fora = new Set(recusadas[u.perfil] ?? []);
  return MOLDES.filter((m) => (m.para === 'todos' || (m.para === 'dealer') === (u.dealerId !== null)) && !fora.has(m.nome));
}

/** One request drawn for `u` from its calls (by weight). */
export function sortear(u: Usuario, moldes: Molde[], c: Contexto, r: () => number = Math.random): Pedido | null {
  const total = moldes.reduce((s, m) => s + m.peso, 0);
  let x = r() * total;
  for (const m of moldes) {
    x -= m.peso;
    if (x < 0) {
      const p = m.montar(u, c, r);
      return p && { ...p, nome: m.nome };
    }
  }
  return null;
}
