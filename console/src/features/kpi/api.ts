import { useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import type { ValoresKpi } from '@portal/contracts/kpi/resumo';
import type { CaptacaoKpi, OutrosKpi, PreparacaoVeiculo, StandardKpi, VeiculoKpi } from '@portal/contracts/kpi/schemas';
import { ApiError, call, enviarArquivo } from '../../shared/api-client.ts';

export interface IdNome {
  id: number;
  nome: string;
}
export interface MesFiltro extends IdNome {
  prazoVencido: boolean;
  prazo: string | null;
}
export interface AnoMeses {
  ano: number;
  meses: MesFiltro[];
}
/** The KPI filter (spec 002 §2.8): kept in the route state and handed to the sub-screens. */
export interface FiltroKpi {
  ano: number | null;
  mesId: number | null;
  concessionariaId: number | null;
  chassi?: string;
}
export type { CaptacaoKpi, OutrosKpi, PreparacaoVeiculo, StandardKpi, VeiculoKpi };
export interface ResumoDealer {
  valores: ValoresKpi;
}
export interface NscPorMes {
  concessionarias: (IdNome & { valores: ValoresKpi })[];
  totais: ValoresKpi;
  medias: ValoresKpi;
}
export interface NscPorDealer {
  ano: number;
  meses: { mes: IdNome; valores: ValoresKpi }[];
  totais: ValoresKpi;
  medias: ValoresKpi;
}
export interface BiKpiApproved {
  ano: number;
  meses: { mes: IdNome; valores: ValoresKpi }[];
  concessionarias: (IdNome & { valores: ValoresKpi })[];
}
export interface PoliticaIncentivo extends IdNome {
  versaoId: number;
  modeloId: number;
  anoPolitica: number;
}

const ESTAVEL = { staleTime: 5 * 60_000 } as const;
const completo = (f: FiltroKpi) => f.ano !== null && f.mesId !== null && f.concessionariaId !== null;
const consulta = (f: FiltroKpi) => ({ ano: f.ano, mesId: f.mesId, concessionariaId: f.concessionariaId });

export const useAnosMeses = () => useQuery({ queryKey: ['kpi', 'anos-meses'], queryFn: () => call<AnoMeses[]>('GET', 'kpi/anos-meses') });
export const useResumoDealer = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'resumo', consulta(f)],
    queryFn: () => call<ResumoDealer>('GET', 'kpi/resumo/dealer', { query: consulta(f) }),
    enabled: completo(f),
  });
export const useVeiculos = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'veiculos', consulta(f), f.chassi ?? ''],
    queryFn: () => call<VeiculoKpi[]>('GET', 'kpi/veiculos-jlr', { query: { ...consulta(f), chassi: f.chassi || undefined } }),
    enabled: completo(f),
  });
export const useVeiculo = (id: number | null) =>
  useQuery({ queryKey: ['kpi', 'veiculo', id], queryFn: () => call<VeiculoKpi>('GET', `kpi/veiculos-jlr/${id}`), enabled: id !== null });
export const usePreparacoes = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'preparacoes', consulta(f)],
    queryFn: () => call<PreparacaoVeiculo[]>('GET', 'kpi/preparacao-veiculos', { query: consulta(f) }),
    enabled: completo(f),
  });
export const useStandards = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'standards', consulta(f)],
    queryFn: () => call<StandardKpi[]>('GET', 'kpi/standards', { query: consulta(f) }),
    enabled: completo(f),
  });
export const useCaptacoes = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'captacoes', consulta(f)],
    queryFn: () => call<CaptacaoKpi[]>('GET', 'kpi/captacao', { query: consulta(f) }),
    enabled: completo(f),
  });
export const useCaptacao = (id: number | null) =>
  useQuery({ queryKey: ['kpi', 'captacao', id], queryFn: () => call<CaptacaoKpi>('GET', `kpi/captacao/${id}`), enabled: id !== null });
export const useOutros = (f: FiltroKpi) =>
  useQuery({ queryKey: ['kpi', 'outros', consulta(f)], queryFn: () => call<OutrosKpi>('GET', 'kpi/outros', { query: consulta(f) }), enabled: completo(f) });

export const useMarcasJlr = () => useQuery({ queryKey: ['kpi', 'marcas-jlr'], queryFn: () => call<IdNome[]>('GET', 'kpi/marcas/jlr'), ...ESTAVEL });
export const useMarcas = () =>
  useQuery({ queryKey: ['kpi', 'marcas'], queryFn: async () => (await call<{ data: IdNome[] }>('GET', 'kpi/marcas')).data, ...ESTAVEL });
export const useTiposAquisicao = () =>
  useQuery({ queryKey: ['kpi', 'tipos-aquisicao'], queryFn: () => call<IdNome[]>('GET', 'kpi/tipos-aquisicao'), ...ESTAVEL });
export const useModelos = (marcaId: number | null) =>
  useQuery({
    queryKey: ['kpi', 'modelos', marcaId],
    queryFn: () => call<IdNome[]>('GET', `kpi/modelo-jlr-incentivo/${marcaId}`),
    enabled: !!marcaId,
    ...ESTAVEL,
  });
export const useVersoes = (modeloId: number | null) =>
  useQuery({
    queryKey: ['kpi', 'versoes', modeloId],
    queryFn: () => call<IdNome[]>('GET', `kpi/versao-jlr-incentivo/${modeloId}`),
    enabled: !!modeloId,
    ...ESTAVEL,
  });
export const useAnosPolitica = (marcaNome: string | null) =>
  useQuery({
    queryKey: ['kpi', 'anos-politica', marcaNome],
    queryFn: () => call<number[]>('GET', `kpi/anos-politica/${encodeURIComponent(marcaNome!)}`),
    enabled: !!marcaNome,
    ...ESTAVEL,
  });
export const usePoliticas = (ano: number | null, marcaNome: string | null) =>
  useQuery({
    queryKey: ['kpi', 'politicas', ano, marcaNome],
    queryFn: () => call<PoliticaIncentivo[]>('GET', `kpi/versao-jlr-politica/${ano}/${encodeURIComponent(marcaNome!)}`),
    enabled: !!ano && !!marcaNome,
    ...ESTAVEL,
  });
export const useNscPorMes = (ano: number | null, mesId: number | null, ativo: boolean) =>
  useQuery({
    queryKey: ['kpi', 'nsc-mes', ano, mesId],
    queryFn: () => call<NscPorMes>('GET', 'kpi/resumo/nsc-por-mes', { query: { ano, mesId } }),
    enabled: ativo && !!ano && !!mesId,
  });
export const useNscPorDealer = (concessionariaId: number | null, ano: number | null, ativo: boolean) =>
  useQuery({
    queryKey: ['kpi', 'nsc-dealer', concessionariaId, ano],
    queryFn: () => call<NscPorDealer>('GET', 'kpi/resumo/nsc-por-dealer', { query: { concessionariaId, ano } }),
    enabled: ativo && !!concessionariaId,
  });
export const useBiKpi = (ano: number | null, ativo: boolean) =>
  useQuery({ queryKey: ['kpi', 'bi', ano], queryFn: () => call<BiKpiApproved>('GET', 'bi/KpiApproved', { query: { ano } }), enabled: ativo && !!ano });

/** POST genericos/enviar/newvehicle (multipart field `files`): a KPI vehicle attachment; its address `arquivos/<id>`. */
export async function enviarAnexoKpi(file: File): Promise<string> {
  const { filesUploaded } = await enviarArquivo<{ filesUploaded: string[] }>('genericos/enviar/newvehicle', file);
  if (!filesUploaded[0]) throw new ApiError(200, [msg.erroInterno]);
  return filesUploaded[0];
}
