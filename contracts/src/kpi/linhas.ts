import type { CamposVeiculoKpi, HistoricoVeiculoKpi } from './veiculo-machine.ts';

interface IdNome {
  id: number;
  nome: string;
}

/** A KPI vehicle as the screens read it (spec 002 §3 "KPI vehicle"): its status, its files' names, history and month. */
export interface VeiculoKpi extends CamposVeiculoKpi {
  id: number;
  ano: number;
  mes: IdNome;
  concessionaria: IdNome;
  marca: IdNome;
  chassi: string;
  modeloResponse: IdNome;
  versao: IdNome;
  politica: IdNome;
  tipoAquisicao: IdNome;
  statusDescricao: string;
  arquivoContratoGarantiaFisico: string | null;
  arquivoPrintSistemaFisico: string | null;
  arquivoNFVendaFisico: string | null;
  arquivoCheckListFisico: string | null;
  cadastradoEm: string | null;
  atualizadoEm: string | null;
  historico: HistoricoVeiculoKpi[];
}

/** The monthly figures' rows of the KPI tabs (spec 002 §3), as the server answers and the console reads them. */
export interface PreparacaoVeiculo {
  id: number;
  chassi: string;
  custoPreparacaoDinheiro: number | null;
  tempoPreparacao: number | null;
  tempoPublicacao: number | null;
  valorVenda: number;
  custoPreparacaoPorcentagem: number | null;
}

export interface StandardKpi {
  id: number;
  nome: string;
  ordem: number;
  cumpriu: boolean | null;
  peso: number;
  justificativa: string | null;
}

export interface CaptacaoKpi {
  id: number;
  ano: number;
  mes: IdNome;
  concessionaria: IdNome;
  marca: IdNome;
  chassi: string;
  modelo: string | null;
  custoAquisicao: number;
  dataCompra: string | null;
  tipoAquisicao: IdNome;
  casoTrocaModelo: string | null;
  tempoEstoque: number | null;
  dataVenda: string | null;
}

export interface OutrosKpi {
  ano: number;
  mes: IdNome;
  concessionaria: IdNome;
  totalVendaVeiculosNovos: number | null;
  estoqueAte30Dias: number;
  estoque31a60Dias: number;
  estoque61a90Dias: number;
  estoqueAcima90Dias: number;
  mediaDiasCarrosEstoque: number | null;
  totalSeminovosVendidosNaoJlr: number;
  /** read-only: computed from the month's captações and vehicles */
  totalVeiculosAdquiridosViaTradeIn: number;
  totalSeminovosJlrAdquiridosParaRevenda: number;
  receitaBrutaSeminovos: number;
  custoTotalSeminovos: number;
}
