import type { CampoExportado } from '@portal/core/vehicles/queries';
import type { XlsxColumn } from '../platform/xlsx.ts';
import { colunasIniciaisDoVeiculo } from '../platform/colunas-veiculo.ts';

type V = Record<string, unknown>;
const t = (k: string) => (r: V) => (r[k] === null || r[k] === undefined ? null : (r[k] as string | number | boolean));
const simNao = (k: string) => (r: V) => (r[k] ? 'Sim' : 'Não');
// the vehicle export reads only the fields it shows (core CAMPOS_EXPORTACAO): a column of another field fails to compile
const c = (k: CampoExportado) => t(k);
const sn = (k: CampoExportado) => simNao(k);

/** The vehicle row as spreadsheet columns (distribution, pipeline and overview exports). */
export const COLUNAS_VEICULO: XlsxColumn<V>[] = [
  ...colunasIniciaisDoVeiculo(c, { marca: 'marcas', descricao: 'descricaoVeiculo' }),
  { header: 'Dealer Atual', width: 30, value: c('dealerAtual') },
  { header: 'Dealer Origem', width: 26, value: c('nomeDealerOrigem') },
  { header: 'Dealer Solicitante', width: 26, value: c('nomeDealerSolicitante') },
  { header: 'Tipo de Venda', value: c('tipoVendaFaturamento') },
  { header: 'Tipo de Pagamento', value: c('tipoPagamentoFaturamento') },
  { header: 'Data Disponibilidade', value: c('dataDisponibilidadeFormatada') },
  { header: 'Solicitação Faturamento', value: c('solicitacaoFaturamentoDealer') },
  { header: 'Previsão Faturamento', value: c('prevFaturamento') },
  { header: 'Data Faturamento', value: c('dataDeFaturamento') },
  { header: 'Nota Fiscal', value: c('notaFiscal') },
  { header: 'Dias em Estoque', value: c('diasEmEstoque') },
  { header: 'Bloqueado para troca', value: sn('bloqueioParaTorca') },
  { header: 'NSC', value: sn('nsc') },
  { header: 'Monitoramento', width: 18, value: c('statusMonitoramentoDescricao') },
  { header: 'Faixa de uso', width: 26, value: c('flagRangeDescricao') },
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
