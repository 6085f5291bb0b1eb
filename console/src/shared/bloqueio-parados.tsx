import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { Pendencia } from '@portal/contracts/vehicles/schemas';
import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';
import { call } from './api-client.ts';

export type { Pendencia };
export const pendenciaKey = ['veiculos', 'faturamentos', 'pendencia'] as const;

/** A dealer-side user (profile group Dealer): the stalled-vehicle block applies to them only, as on the server. */
export const ehUsuarioDealer = (actor: Actor | null) => actor?.grupoPerfil === GRUPO_PERFIL.Dealer;

/**
 * The stalled-vehicle block (docs/decisions.md "The stalled-vehicle block"): GET veiculos/faturamentos/pendencia lists the
 * user's stock past its billing deadline (conf7); while it is not empty the server refuses new billing requests (except of
 * these vehicles) and swap requests, so the screens disable them. Dealer-side users only (`enabled`).
 */
export function useBloqueioParados(enabled: boolean) {
  const q = useQuery({
    queryKey: pendenciaKey,
    queryFn: () => call<Pendencia[]>('GET', 'veiculos/faturamentos/pendencia', { silent: true }),
    enabled,
  });
  const pendentes = enabled ? (q.data ?? []) : [];
  return { pendentes, bloqueado: pendentes.length > 0, parados: new Set(pendentes.map((p) => p.id)) };
}

/**
 * The pop-up (spec stock-billing-swaps §2.4, §2.12: "Some pages block with a popup for blocked vehicles"): it opens on the
 * screen, 'Entendi' closes it, and the reason stays above the screen (with 'Ver veículos') for as long as the block holds.
 */
export function BloqueioParadosAviso({ pendentes, motivo }: { pendentes: Pendencia[]; motivo: string }) {
  const [aberto, setAberto] = useState(true);
  if (pendentes.length === 0) return null;
  return (
    <>
      <Message
        severity="warn"
        className="bloqueio-parados"
        role="alert"
        content={
          <span>
            {motivo} <Button label="Ver veículos" size="small" link onClick={() => setAberto(true)} />
          </span>
        }
      />
      <Dialog
        header="Faturamento em atraso"
        visible={aberto}
        onHide={() => setAberto(false)}
        style={{ width: 'min(640px, 96vw)' }}
        footer={<Button label="Entendi" onClick={() => setAberto(false)} />}
      >
        <p>{pendentes.length === 1 ? 'O seguinte pedido ainda não foi faturado:' : 'Os seguintes pedidos ainda não foram faturados:'}</p>
        <ul className="selected-vehicles">
          {pendentes.map((p) => (
            <li key={p.id}>
              Pedido {p.pedido} — Chassi {p.chassi} — {p.modelo} — prazo {p.dataProrrogacaoFaturamento}
            </li>
          ))}
        </ul>
        <p>{motivo}</p>
      </Dialog>
    </>
  );
}
