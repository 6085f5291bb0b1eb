import { ARQUIVO, type AbaImportacao } from '../aba.ts';

/**
 * Tab Relatórios: the report types (GET importacoes/relatorio/tipo) and the indicators each accepts. A row is one
 * figure of the cycle: Indicador, Dealer and/or Modelo, Valor (relatorio_valores). The home reports show them.
 */
export const TIPOS_RELATORIO = [
  { id: 1, nome: 'Metas UK', por: 'modelo', indicadores: ['WS', 'BW1', 'RTL', 'BW2'] },
  { id: 2, nome: 'Usados', por: 'dealer', indicadores: ['FATURADO', 'CONFIRMADO'] },
  { id: 3, nome: 'BW Faturado', por: 'modelo', indicadores: ['BW'] },
] as const;
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number];

/** Home-report figure fed by each (type, indicator). */
export const METRICA_DO_INDICADOR: Record<string, string> = {
  '1:WS': 'ukTargetWs',
  '1:BW1': 'ukTargetBw1',
  '1:RTL': 'ukTargetRtl',
  '1:BW2': 'ukTargetBw2',
  '2:FATURADO': 'faturamentoUsado',
  '2:CONFIRMADO': 'confirmacaoUsado',
  '3:BW': 'companyStockBwInvoiced',
};

export const ABA_RELATORIOS: AbaImportacao = {
  arquivo: ARQUIVO.relatorios,
  nome: 'Relatórios',
  envio: 'importacoes/relatorio',
  extensoes: ['xlsx', 'csv'],
  parametros: ['importacaoRelatorioTipoId', 'ano', 'cicloId'],
  layout: 'tabela',
  colunas: [
    { nome: 'Indicador', obrigatoria: true, descricao: 'Metas UK: WS, BW1, RTL, BW2; Usados: FATURADO, CONFIRMADO; BW Faturado: BW', exemplo: 'RTL' },
    { nome: 'Dealer', obrigatoria: false, descricao: 'Código do dealer (obrigatório em Usados)', exemplo: 'JLR001' },
    { nome: 'Modelo', obrigatoria: false, descricao: 'Tipo de modelo (obrigatório em Metas UK e BW Faturado)', exemplo: 'Defender' },
    { nome: 'Valor', obrigatoria: true, descricao: 'Quantidade do indicador no mês do ciclo', exemplo: '12' },
  ],
  regras: [
    'Arquivo .xlsx ou .csv, uma única planilha, primeira linha com o cabeçalho, sem células mescladas, colunas formatadas como texto.',
    'Selecione o tipo de relatório, o ano fiscal e o ciclo.',
    'Metas UK e BW Faturado: uma linha por indicador e modelo. Usados: uma linha por indicador e dealer (modelo opcional).',
    'Um novo arquivo do mesmo tipo e ciclo substitui o valor da mesma chave.',
  ],
};
