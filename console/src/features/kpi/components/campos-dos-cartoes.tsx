import type { CaptacaoKpi, PreparacaoVeiculo, StandardKpi, VeiculoKpi } from '@portal/contracts/kpi/schemas';
import { formatarNumeroKpi } from '@portal/contracts/kpi/resumo';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { formatKm } from '../../../shared/format.ts';
import { PrazoCelula } from '../../../shared/prazo.tsx';
import { brl, dataBr } from './lista-cards.tsx';

/** The KPI card lists' fields (/kpisapproved), which the list's 'Colunas' show and order (keys: the titles', under each tab's prefix). */
export const CAMPOS_VEICULO: ColunaTabela<VeiculoKpi>[] = [
  { titulo: 'Marca', valor: (v) => v.marca.nome },
  { titulo: 'Modelo', valor: (v) => v.modeloResponse.nome },
  { titulo: 'Versão', valor: (v) => v.versao.nome },
  { titulo: 'Km do veículo', valor: (v) => formatKm(v.kmVeiculo) },
  { titulo: 'Valor da venda', valor: (v) => brl(v.valorVenda) },
  { titulo: 'Approved', valor: (v) => (v.approved ? 'Sim' : 'Não') },
  { titulo: 'Data da venda', valor: (v) => dataBr(v.dataVenda) },
  { titulo: 'Prazo', valor: (v) => (v.prazo ? <PrazoCelula prazo={v.prazo} /> : '-') },
];
export const CAMPOS_PREPARACAO: ColunaTabela<PreparacaoVeiculo>[] = [
  { titulo: 'Custo de preparação', valor: (p) => brl(p.custoPreparacaoDinheiro) },
  { titulo: 'Tempo de preparação (dias)', valor: (p) => p.tempoPreparacao ?? '-' },
  { titulo: 'Tempo para publicação (dias)', valor: (p) => p.tempoPublicacao ?? '-' },
  { titulo: 'Valor da venda', valor: (p) => brl(p.valorVenda) },
  {
    titulo: 'Custo de preparação em (%)',
    valor: (p) => (p.custoPreparacaoPorcentagem === null ? '-' : p.custoPreparacaoPorcentagem.toFixed(2).replace('.', ',')),
  },
];
export const CAMPOS_STANDARD: ColunaTabela<StandardKpi>[] = [
  { titulo: 'Cumpriu', valor: (s) => (s.cumpriu === null ? '-' : s.cumpriu ? 'Sim' : 'Não') },
  { titulo: 'Peso', valor: (s) => `${formatarNumeroKpi(s.peso)}%` },
  { titulo: 'Justificativa', valor: (s) => s.justificativa ?? '-' },
];
export const CAMPOS_CAPTACAO: ColunaTabela<CaptacaoKpi>[] = [
  { titulo: 'Marca', valor: (c) => c.marca.nome },
  { titulo: 'Modelo', valor: (c) => c.modelo ?? '-' },
  { titulo: 'Custo de aquisição', valor: (c) => brl(c.custoAquisicao) },
  { titulo: 'Data da compra', valor: (c) => dataBr(c.dataCompra) },
];
