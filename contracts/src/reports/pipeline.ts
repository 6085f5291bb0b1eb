/**
 * Pipeline analysis (/pipeline, spec stock-billing-swaps §2.8, §3, §7): the table codes of POST veiculos/pipeline
 * (`status`), their titles, and the Confirmação Geral columns (docs/decisions.md "Pipeline analysis").
 */
export const TABELA_PIPELINE = {
  faturamentosSolicitados: 0,
  faturados: 1,
  disponibilizacao: 2,
  cotaConcessionaria: 3,
  veiculosConfirmados: 4,
  confirmacaoGeral: 7,
} as const;
export type TabelaPipeline = (typeof TABELA_PIPELINE)[keyof typeof TABELA_PIPELINE];
export const CODIGOS_TABELA = Object.values(TABELA_PIPELINE) as TabelaPipeline[];

export const TITULO_TABELA: Record<TabelaPipeline, string> = {
  0: 'Faturamentos Solicitados',
  1: 'Faturados',
  2: 'Disponibilização de Veículos',
  3: 'Cota Concessionária',
  4: 'Veículos Confirmados',
  7: 'Confirmação Geral',
};

/** Painel do Administrador shows these; the dealers' Análise de Pipeline (and Painel do Dealer) adds 2 and 4. */
export const TABELAS_ADMINISTRADOR: TabelaPipeline[] = [0, 1, 7, 3];
export const TABELAS_DEALER: TabelaPipeline[] = [0, 1, 7, 3, 2, 4];

/** Confirmação Geral: per model, vehicles by category (bolsaoDealer shown as Pipeline Futuro, bolsaoJlr as Pocket). */
export const COLUNAS_CONFIRMACAO = [
  ['faturado', 'Faturado'],
  ['faturamentoSolicitado', 'Faturamento Solicitado'],
  ['aguardandoAutorizacao', 'Aguardando Autorização'],
  ['reservado', 'Reservado'],
  ['consignado', 'Consignado'],
  ['cota', 'Cota'],
  ['bolsaoDealer', 'Pipeline Futuro'],
  ['bolsaoJlr', 'Pocket'],
  ['bloqueado', 'Bloqueado'],
  ['troca', 'Troca'],
  ['total', 'Total'],
] as const;

export const pmsg = {
  semDados: 'Sem dados',
  tabelaInvalida: 'Tabela de pipeline inválida.',
  categoriaInvalida: 'Coluna da Confirmação Geral inválida.',
  dataInvalida: 'Data inválida.',
  informeData: 'Informe a data do dia.',
  mesAnoJuntos: 'Informe mês e ano juntos.',
  modeloInvalido: 'Modelo inválido.',
  tituloMes: (mes: number, ano: number) => `Análise de Pipeline | Mês: ${String(mes).padStart(2, '0')}/${ano}`,
} as const;
