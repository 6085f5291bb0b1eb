import type { ReactNode } from 'react';
import { Modal, PedidosSelecionados } from '../../../shared/modal.tsx';
import { Button } from 'primereact/button';
import type { VeiculoRow } from '../model.ts';

interface Props {
  titulo: string;
  veiculos: VeiculoRow[];
  visivel: boolean;
  confirmar: string;
  onConfirmar: () => void;
  onClose: () => void;
  aviso?: ReactNode;
  children?: ReactNode;
  desabilitado?: boolean;
}

/** A confirmation dialog listing the orders and vehicles, with Voltar and the confirm button. */
export function ConfirmarVeiculosDialog({ titulo, veiculos, visivel, confirmar, onConfirmar, onClose, aviso, children, desabilitado }: Props) {
  return (
    <Modal titulo={titulo} aberto={visivel} onClose={onClose} largura={640} acoes={<Button label={confirmar} disabled={desabilitado} onClick={onConfirmar} />}>
      {aviso && (
        <div className="modal-warning" role="note">
          {aviso}
        </div>
      )}
      <PedidosSelecionados itens={veiculos.map((v) => ({ chave: v.id, pedido: v.pedido, detalhe: `Chassi ${v.chassi} — ${v.modelo} ${v.derivativo}` }))} />
      {children}
    </Modal>
  );
}
