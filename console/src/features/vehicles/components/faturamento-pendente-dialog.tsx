import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { Pendencia } from '../hooks/use-pendencia.ts';

/** Faturamento pendente: the dealer's stock past its billing extension date, shown once (Entendi). */
export function FaturamentoPendenteDialog({ pendentes }: { pendentes: Pendencia[] }) {
  const [vista, setVista] = useState(false);
  return (
    <Dialog
      header="Faturamento pendente"
      visible={!vista && pendentes.length > 0}
      onHide={() => setVista(true)}
      style={{ width: 'min(640px, 96vw)' }}
      footer={<Button label="Entendi" onClick={() => setVista(true)} />}
    >
      <p>{pendentes.length === 1 ? 'O seguinte pedido ainda não foi faturado:' : 'Os seguintes pedidos ainda não foram faturados:'}</p>
      <ul className="selected-vehicles">
        {pendentes.map((p) => (
          <li key={p.id}>
            Pedido {p.pedido} — Chassi {p.chassi} — {p.modelo} — prazo {p.dataProrrogacaoFaturamento}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
