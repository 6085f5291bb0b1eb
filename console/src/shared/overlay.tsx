import { useIsMutating } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';

/** The full-screen overlay with a spinner and its text, over everything while the portal is busy. */
export function Overlay({ texto }: { texto: string }) {
  return (
    <div className="portal-overlay" role="alertdialog" aria-live="assertive" aria-busy="true">
      <div className="portal-overlay-box">
        <i className="pi pi-spin pi-spinner" style={{ fontSize: '2rem' }} aria-hidden="true" />
        <span>{texto}</span>
      </div>
    </div>
  );
}

/** Full-screen overlay while any mutation runs (spec 000 §2). */
export function MutationOverlay() {
  const busy = useIsMutating() > 0;
  return busy ? <Overlay texto={msg.aguarde} /> : null;
}
