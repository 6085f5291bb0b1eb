import { useIsMutating } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';

/** Full-screen overlay while any mutation runs (spec 000 §2). */
export function MutationOverlay() {
  const busy = useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div className="portal-overlay" role="alertdialog" aria-live="assertive" aria-busy="true">
      <div className="portal-overlay-box">
        <i className="pi pi-spin pi-spinner" style={{ fontSize: '2rem' }} aria-hidden="true" />
        <span>{msg.aguarde}</span>
      </div>
    </div>
  );
}
