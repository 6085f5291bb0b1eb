/**
 * Function permissions (perfil_funcoes: r = read, u = update). Every API route declares one of these,
 * or is explicitly public or open to any signed-in user.
 */
export const FUNCOES = {
  usuarios: 'Usuários',
  acessoEspelho: 'Acesso espelho',
  concessionarias: 'Dealers',
  grupos: 'Grupos de dealers',
  regionais: 'Regiões',
  tiposPerfil: 'Tipos de perfil',
  auditoria: 'Auditoria',
  popups: 'Pop-ups',
  relatorios: 'Relatórios',
  veiculos: 'Veículos',
  faturamento: 'Faturamento',
  liberarFaturamento: 'Liberar faturamento',
  pipeline: 'Pipeline futuro',
  trocas: 'Trocas',
  comissoes: 'Comissões e notas fiscais',
  vendaDireta: 'Venda direta',
  boletos: 'Boletos',
  importacoes: 'Importações',
  configuracoes: 'Configurações',
  specs: 'Specs e tipos de modelo',
  kpi: 'KPI semi novos',
  planoProducao: 'Plano de produção',
  orderCall: 'Order call',
  bi: 'BI',
} as const;

export type Funcao = keyof typeof FUNCOES;
export type Acesso = 'r' | 'u';

export type RoutePermission =
  | { publica: true }
  | { autenticada: true }
  | { funcao: Funcao; acesso: Acesso }
  | AlgumaFuncao
  /** any one of these functions (a route several screens share, e.g. the upload) */
  | { algumaFuncao: readonly Funcao[]; acesso: Acesso };
/** Any one of several functions with that access (e.g. the order screen's lookups: `vendaDireta` or `boletos`, read). */
export interface AlgumaFuncao {
  funcoes: readonly Funcao[];
  acesso: Acesso;
}

export interface FuncaoClaim {
  nome: Funcao;
  r: boolean;
  u: boolean;
}
