import { Button } from 'primereact/button';
import { Modal } from '../../../shared/modal.tsx';
import { toast } from '../../../shared/toasts.tsx';
import type { TrocaLinha } from '../model.ts';
import { useTrocaCancelar } from '../hooks/use-troca-cancelar.ts';

/** Cancelar troca (Solicitações de troca): Não, or Sim cancels the request sent and shows the server's answer. */
export function CancelarTrocaDialog({ troca, onClose }: { troca: TrocaLinha | null; onClose: () => void }) {
  const cancelar = useTrocaCancelar();
  const sim = () => {
    if (!troca) return;
    cancelar.mutate(troca.veiculoTrocaPedidoId, { onSuccess: (m) => toast.success(m), onSettled: onClose });
  };
  return (
    <Modal
      titulo="Cancelar troca"
      aberto={troca !== null}
      onClose={onClose}
      largura={460}
      vw={94}
      fechar="Não"
      acoes={<Button label="Sim" disabled={cancelar.isPending} onClick={sim} />}
    >
      <p>
        Deseja cancelar a solicitação de troca nº {troca?.veiculoTrocaPedidoId} (pedido {troca?.pedido})?
      </p>
    </Modal>
  );
}
