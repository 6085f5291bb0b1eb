import type { ReactNode } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';

/** One field of a filter bar: its label above the control. */
export function CampoFiltro({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="vf-field">
      <span>{rotulo}</span>
      {children}
    </div>
  );
}

/** The multi-line Pedido and Chassi inputs (one per line) of the vehicle and swap filter bars. */
export function PedidoChassiCampos({
  pedido,
  chassi,
  onChange,
}: {
  pedido: string;
  chassi: string;
  onChange: (campo: 'pedido' | 'chassi', valor: string) => void;
}) {
  return (
    <>
      <label className="vf-field">
        <span>Pedido</span>
        <InputTextarea value={pedido} onChange={(e) => onChange('pedido', e.target.value)} rows={2} autoResize placeholder="Um por linha" aria-label="Pedido" />
      </label>
      <label className="vf-field">
        <span>Chassi</span>
        <InputTextarea value={chassi} onChange={(e) => onChange('chassi', e.target.value)} rows={2} autoResize placeholder="Um por linha" aria-label="Chassi" />
      </label>
    </>
  );
}
