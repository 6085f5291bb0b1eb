import { useQuery } from '@tanstack/react-query';
import type { EstoqueConsignado, EstoquePorAno, PorDealer, PorModelo } from '@portal/contracts/reports/schemas';
import { call } from '../../../shared/api-client.ts';
import { consulta, type FiltrosHome } from '../model.ts';

/** Each tab of relatorios-home/{aba} and its answer. */
interface Abas {
  'confirmacao-por-dealer': PorDealer['data'];
  'confirmacao-por-modelo': PorModelo['data'];
  'faturamento-por-modelo': PorModelo['data'];
  'estoque-dealer-por-modelo': EstoquePorAno['data'];
  'estoque-nsc-por-modelo': EstoquePorAno['data'];
  'estoque-consignado': EstoqueConsignado['data'];
}

/** GET relatorios-home/{aba}: a home report of the month, for the region, group or dealer chosen. */
export function useRelatorio<A extends keyof Abas>(aba: A, f: FiltrosHome) {
  return useQuery({
    queryKey: ['relatorios-home', aba, f],
    queryFn: () => call<Abas[A]>('GET', `relatorios-home/${aba}`, { query: consulta(f) }),
  });
}
