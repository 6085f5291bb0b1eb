import { useQuery } from '@tanstack/react-query';
import type { IdNome, MarcasCaptacao, PoliticaIncentivo } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';

/** The vehicle form's reference lists (brand → model → version, policy year → policy), kept 5 minutes. */
const ESTAVEL = { staleTime: 5 * 60_000 } as const;

export const useMarcasJlr = () => useQuery({ queryKey: ['kpi', 'marcas-jlr'], queryFn: () => call<IdNome[]>('GET', 'kpi/marcas/jlr'), ...ESTAVEL });
export const useMarcas = () =>
  useQuery({ queryKey: ['kpi', 'marcas'], queryFn: async () => (await call<(typeof MarcasCaptacao)['static']['data']>('GET', 'kpi/marcas')).data, ...ESTAVEL });
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
