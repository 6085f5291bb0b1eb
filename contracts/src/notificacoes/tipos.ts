import type { Funcao } from '../access/functions.ts';
import { GRUPO_PERFIL } from '../access/roles.ts';

/**
 * The kinds of notification: what happened that a person must act on. Each says who receives it (the dealer side of the
 * record, the importer, the profile groups a comunicado names, or the one user who ran something) and which profile
 * function it needs (none: every profile its audience names), the same rules as the record's own screen.
 */
export const TIPOS_NOTIFICACAO = {
  trocaSolicitada: { rotulo: 'Troca solicitada de um veículo meu', funcao: 'trocas', publico: 'dealer' },
  trocaRespondida: { rotulo: 'Minha solicitação de troca respondida', funcao: 'trocas', publico: 'dealer' },
  faturamentoSolicitado: { rotulo: 'Solicitação de faturamento aguardando liberação', funcao: 'liberarFaturamento', publico: 'importador' },
  faturamentoRespondido: { rotulo: 'Faturamento liberado ou recusado', funcao: 'faturamento', publico: 'dealer' },
  trocaPrazo: { rotulo: 'Solicitação de troca perto de vencer ou vencida', funcao: 'trocas', publico: 'dealer' },
  boletoPrazo: { rotulo: 'Boleto a vencer em 3 dias úteis ou vencido', funcao: 'boletos', publico: 'dealer' },
  comunicadoNovo: { rotulo: 'Novo comunicado', funcao: null, publico: 'perfis' },
  importacaoComErros: { rotulo: 'Minha importação concluída com erros', funcao: 'importacoes', publico: 'usuario' },
  pedidoEtapa: { rotulo: 'Pedido de venda direta numa etapa que meu perfil move', funcao: 'vendaDireta', publico: 'papeis' },
  kpiPrazo: { rotulo: 'Mês do KPI perto de travar', funcao: 'kpi', publico: 'perfis' },
  notaFiscalEtapa: { rotulo: 'Nota fiscal de comissão numa etapa que meu perfil move', funcao: 'comissoes', publico: 'papeis' },
  faturamentoPrazo: { rotulo: 'Liberação de faturamento perto de vencer ou atrasada', funcao: 'liberarFaturamento', publico: 'importador' },
  pedidoPrazo: { rotulo: 'Aprovação de pedido de venda direta perto de vencer ou atrasada', funcao: 'vendaDireta', publico: 'importador' },
  notaFiscalPrazo: { rotulo: 'Aprovação de nota fiscal de comissão perto de vencer ou atrasada', funcao: 'comissoes', publico: 'importador' },
} as const satisfies Record<string, { rotulo: string; funcao: Funcao | null; publico: Publico }>;

/**
 * Who a kind reaches: a dealer (or its group), the importer's staff, the profile groups named, one user, or the profiles
 * named (importer staff by their profile; 'Dealer': the record's dealer).
 */
export type Publico = 'dealer' | 'importador' | 'perfis' | 'usuario' | 'papeis';

export type TipoNotificacao = keyof typeof TIPOS_NOTIFICACAO;
export const tiposNotificacao = Object.keys(TIPOS_NOTIFICACAO) as TipoNotificacao[];

/** The kinds that can reach a user: its side (dealer or importer) and a function of its profile (Meu perfil lists these). */
export const tiposDoUsuario = (u: { grupoPerfil: number; funcoes: readonly { nome: string; r: boolean; u: boolean }[] }): TipoNotificacao[] =>
  tiposNotificacao.filter((t) => {
    const k: { funcao: Funcao | null; publico: Publico } = TIPOS_NOTIFICACAO[t];
    const lado = u.grupoPerfil === GRUPO_PERFIL.Dealer ? 'dealer' : 'importador';
    const temFuncao = k.funcao === null || u.funcoes.some((f) => f.nome === k.funcao && (f.r || f.u));
    return (k.publico === lado || k.publico === 'perfis' || k.publico === 'usuario' || k.publico === 'papeis') && temFuncao;
  });

/** Where a kind reaches a user: the bell, the e-mail, both or neither. */
export const CANAIS = ['sino', 'email', 'ambos', 'nenhum'] as const;
export type Canal = (typeof CANAIS)[number];
export const CANAL_ROTULO: Record<Canal, string> = { sino: 'Sino', email: 'E-mail', ambos: 'Ambos', nenhum: 'Nenhum' };
/** a kind the user never chose reaches both */
export const CANAL_PADRAO: Canal = 'ambos';
export const noSino = (c: Canal) => c === 'sino' || c === 'ambos';
export const porEmail = (c: Canal) => c === 'email' || c === 'ambos';
