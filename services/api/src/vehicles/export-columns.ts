import type { XlsxColumn } from '../platform/xlsx.ts';

type V = Record<string, unknown>;
const t = (k: string) => (r: V) => (r[k] === null || r[k] === undefined ? null : (r[k] as string | number | boolean));
const simNao = (k: string) => (r: V) => (r[k] ? 'Sim' : 'Não');

/** The vehicle row as spreadsheet columns (distribution, pipeline and overview exports). */
export const COLUNAS_VEICULO: XlsxColumn<V>[] = [
  { header: 'Pedido', value: t('pedido') },
  { header: 'Chassi', width: 20, value: t('chassi') },
  { header: 'Marca', value: t('marcas') },
  { header: 'Modelo', width: 18, value: t('modelo') },
  { header: 'Derivativo', width: 22, value: t('derivativo') },
  { header: 'Descrição', width: 30, value: t('descricaoVeiculo') },
  { header: 'MY', value: t('my') },
  { header: 'Cor Externa', width: 18, value: t('corExterna') },
  { header: 'Cor Interna', width: 18, value: t('corInterna') },
  { header: 'Status', width: 22, value: t('statusDescricao') },
  { header: 'Dealer Atual', width: 30, value: t('dealerAtual') },
  { header: 'Dealer Origem', width: 26, value: t('nomeDealerOrigem') },
  { header: 'Dealer Solicitante', width: 26, value: t('nomeDealerSolicitante') },
  { header: 'Tipo de Venda', value: t('tipoVendaFaturamento') },
  { header: 'Tipo de Pagamento', value: t('tipoPagamentoFaturamento') },
  { header: 'Data Disponibilidade', value: t('dataDisponibilidadeFormatada') },
  { header: 'Solicitação Faturamento', value: t('solicitacaoFaturamentoDealer') },
  { header: 'Previsão Faturamento', value: t('prevFaturamento') },
  { header: 'Data Faturamento', value: t('dataDeFaturamento') },
  { header: 'Nota Fiscal', value: t('notaFiscal') },
  { header: 'Dias em Estoque', value: t('diasEmEstoque') },
  { header: 'Bloqueado para troca', value: simNao('bloqueioParaTorca') },
  { header: 'NSC', value: simNao('nsc') },
  { header: 'Monitoramento', width: 18, value: t('statusMonitoramentoDescricao') },
  { header: 'Faixa de uso', width: 26, value: t('flagRangeDescricao') },
];

export const COLUNAS_LOG: XlsxColumn<V>[] = [
  { header: 'Data', width: 20, value: t('dataOperacao') },
  { header: 'Usuário', width: 40, value: t('usuario') },
  { header: 'Status', width: 22, value: t('status') },
  { header: 'Disponibilidade', value: t('dataDisponibilidadeFormatada') },
  { header: 'Tipo da venda', value: t('tipoDeVenda') },
  { header: 'Dealer Origem', width: 30, value: t('dealerOrigem') },
  { header: 'Dealer Atual', width: 30, value: t('dealerAtual') },
  { header: 'Motivo', width: 40, value: t('motivo') },
];
