import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

interface ModalProps {
  titulo: ReactNode;
  aberto: boolean;
  onClose: () => void;
  /** the widest it gets, in px; a narrower screen gives it `vw` of its width */
  largura: number;
  vw?: number;
  /** the footer's first button, which closes: 'Voltar' unless said */
  fechar?: string;
  fecharDesabilitado?: boolean;
  /** the buttons after it */
  acoes?: ReactNode;
  children?: ReactNode;
}

/** A dialog of the portal: the title, the body, and a footer with the outlined close button first and the actions after it. */
export function Modal({ titulo, aberto, onClose, largura, vw = 96, fechar = 'Voltar', fecharDesabilitado, acoes, children }: ModalProps) {
  const botao = <Button label={fechar} outlined onClick={onClose} disabled={fecharDesabilitado} />;
  return (
    <Dialog
      header={titulo}
      visible={aberto}
      onHide={onClose}
      style={{ width: `min(${largura}px, ${vw}vw)` }}
      footer={
        acoes === undefined ? (
          botao
        ) : (
          <div>
            {botao}
            {acoes}
          </div>
        )
      }
    >
      {children}
    </Dialog>
  );
}

/** A yes/no question (NÃO and SIM unless said): the no closes; while `ocupado`, the no waits and the yes spins. */
export function ConfirmarDialog(p: {
  titulo: string;
  pergunta: ReactNode;
  aberto: boolean;
  ocupado?: boolean;
  rotulos?: readonly [nao: string, sim: string];
  onSim: () => void;
  onNao: () => void;
}) {
  const [nao, sim] = p.rotulos ?? ['NÃO', 'SIM'];
  const botaoSim = <Button label={sim} onClick={p.onSim} loading={p.ocupado} />;
  return (
    <Modal titulo={p.titulo} aberto={p.aberto} onClose={p.onNao} largura={460} vw={94} fechar={nao} fecharDesabilitado={p.ocupado} acoes={botaoSim}>
      <p>{p.pergunta}</p>
    </Modal>
  );
}

/** The orders a dialog acts on: 'Pedido N' in bold, then what tells them apart (chassis, model…). */
export function PedidosSelecionados({
  rotulo = 'Veículos selecionados',
  itens,
}: {
  rotulo?: string;
  itens: { chave: number; pedido: string; detalhe: string }[];
}) {
  return (
    <ul className="selected-vehicles" aria-label={rotulo}>
      {itens.map((i) => (
        <li key={i.chave}>
          <strong>Pedido {i.pedido}</strong> — {i.detalhe}
        </li>
      ))}
    </ul>
  );
}
