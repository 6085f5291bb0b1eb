import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** The confirm modals of /boletos (spec §2.4): the question, NÃO and SIM. */
export function ConfirmarDialog({
  titulo,
  pergunta,
  aberto,
  ocupado,
  onSim,
  onNao,
}: {
  titulo: string;
  pergunta: string;
  aberto: boolean;
  ocupado?: boolean;
  onSim: () => void;
  onNao: () => void;
}) {
  return (
    <Dialog
      header={titulo}
      visible={aberto}
      onHide={onNao}
      style={{ width: 'min(460px, 94vw)' }}
      footer={
        <div>
          <Button label="NÃO" outlined onClick={onNao} disabled={ocupado} />
          <Button label="SIM" onClick={onSim} loading={ocupado} />
        </div>
      }
    >
      <p>{pergunta}</p>
    </Dialog>
  );
}
