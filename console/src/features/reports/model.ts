/** Home reports (/relatorios for Administrador and Regionais): the filters and how a figure reads. */
export interface FiltrosHome {
  ano: number;
  mesId: number;
  regionalId: number | null;
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
}
export const PERFIS_RELATORIOS = ['Administrador', 'Regionais'];

/** '0' / none are sent as absent (the server reads them as null). */
export const consulta = (f: FiltrosHome) => ({
  ano: f.ano,
  mesId: f.mesId,
  regionalId: f.regionalId ?? undefined,
  concessionariaGrupoId: f.concessionariaGrupoId ?? undefined,
  concessionariaId: f.concessionariaId ?? undefined,
});

/** Null shows a dash (spec); the floor-plan figure is currency. */
export function formatar(col: string, v: number | null | undefined): string {
  if (v === null || v === undefined) return '-';
  if (col === 'financeiroFloorPlanDisponivel') return v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  return v.toLocaleString('pt-BR');
}
