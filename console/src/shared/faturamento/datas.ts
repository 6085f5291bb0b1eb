import { vmsg } from '@portal/contracts/vehicles/messages';
import { dataBR, deIso, isoLocal } from '../lines.ts';
import type { DatasFaturamento } from './use-datas-faturamento.ts';

const fimDeSemana = (iso: string) => {
  const d = deIso(iso).getDay();
  return d === 0 || d === 6;
};
function proximoDiaUtil(iso: string): string {
  const d = deIso(iso);
  do d.setDate(d.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6);
  return isoLocal(d);
}

/** The picker's bounds (spec §5): not before today nor the availability date, not after the extension date; only today once it has passed. */
export function limitesDaData(d: DatasFaturamento) {
  const hoje = d.somenteProximoDia ? proximoDiaUtil(d.hoje) : d.hoje;
  if (d.prorrogacaoVencida) return { min: d.hoje, max: d.hoje };
  const min = d.dataDisponibilidade && d.dataDisponibilidade > hoje ? d.dataDisponibilidade : hoje;
  return { min, max: d.dataProrrogacaoFaturamento };
}

/** The dialog's date rules, in the spec's order; null when the date is fine. */
export function erroDaData(data: string | null, d: DatasFaturamento): string | null {
  if (!data || fimDeSemana(data)) return vmsg.dataInvalida;
  if (data < d.hoje) return vmsg.dataMenorQueHoje;
  if (d.prorrogacaoVencida && data !== d.hoje) return vmsg.prorrogacaoVencida(dataBR(d.dataProrrogacaoFaturamento));
  if (d.somenteProximoDia && data === d.hoje) return vmsg.regra14Horas;
  if (!d.prorrogacaoVencida && d.dataProrrogacaoFaturamento && data > d.dataProrrogacaoFaturamento)
    return vmsg.dataMaiorQueProrrogacao(dataBR(d.dataProrrogacaoFaturamento));
  if (d.dataDisponibilidade && data < d.dataDisponibilidade) return vmsg.dataAntesDisponibilidade(dataBR(d.dataDisponibilidade));
  return null;
}
