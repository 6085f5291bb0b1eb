import { useQueryClient } from '@tanstack/react-query';

/** After a change the three tabs (and the order list's commission columns) are read again. */
export function useAtualizar() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['comissoes'] }), qc.invalidateQueries({ queryKey: ['pedidos'] })]);
}
