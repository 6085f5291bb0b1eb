import { useQuery } from '@tanstack/react-query';
import type { PrecoFinal } from '@portal/contracts/direct-sales/schemas';
import { call } from '../../../shared/api-client.ts';

/**
 * GET pedidos/preco-final: the Preço import's final public price in force for the vehicle's derivative and model year
 * (both null when the table has none), asked once both are known.
 */
export function usePrecoFinal(derivativoId: number | null, anoModelo: string) {
  const ano = /^\d{4}$/.test(anoModelo) ? Number(anoModelo) : null;
  return useQuery({
    queryKey: ['venda-direta', 'preco-final', derivativoId, ano],
    queryFn: () => call<PrecoFinal>('GET', 'pedidos/preco-final', { query: { derivativoId, anoModelo: ano } }),
    enabled: !!derivativoId && ano !== null,
    staleTime: 60_000,
  });
}
