import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { toast } from '../../../shared/toasts.tsx';
import type { TrocaLinha } from '../model.ts';
import { useTrocaCancelar } from '../hooks/use-troca-cancelar.ts';

/** Cancelar troca (Solicitações de troca): Não, or Sim cancels the request sent and shows the server's answer. */
export function CancelarTrocaDialog({ troca, onClose }: { troca: TrocaLinha | null; onClose: () => void }) {
  const cancelar = useTrocaCancelar();
  return (
    <Dialog
      header="Cancelar troca"
      visible={troca !== null}
      onHide={onClose}
      style={{ width: 'min(460px, 94vw)' }}
      footer={
        <div>
          <Button label="Não" outlined onClick={onClose} />
          <Button
            label="Sim"
            disabled={cancelar.isPending}
            onClick={() => {
              if (!troca) return;
              cancelar.mutate(troca.veiculoTrocaPedidoId, {
                onSuccess: (m) => toast.success(m),
                onSettled: onClose,
              });
            }}
          />
        </div>
      }
    >
      <p>
        Deseja cancelar a solicitação de troca nº {troca?.veiculoTrocaPedidoId} (pedido {troca?.pedido})?
      </p>
    </Dialog>
  );
}
