import { useQuery } from '@tanstack/react-query';
import type { CelulaQuery, ExplicacaoCelula } from '@portal/contracts/order-call/schemas';
import { call } from '../../../shared/api-client.ts';

/** A cell of an order call. */
export type CelulaAlvo = CelulaQuery & { orderCallId: number };

/** GET order-call/{id}/explicacao: how one cell's quantity was reached, and its manual changes. */
export const useExplicacao = (alvo: CelulaAlvo | null) =>
  useQuery({
    queryKey: ['order-call', 'explicacao', alvo],
    queryFn: () =>
      call<ExplicacaoCelula>('GET', `order-call/${alvo!.orderCallId}/explicacao`, {
        query: { concessionariaId: alvo!.concessionariaId, tipoModeloId: alvo!.tipoModeloId, cicloId: alvo!.cicloId },
      }),
    enabled: alvo !== null,
  });
