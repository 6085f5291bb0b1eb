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
