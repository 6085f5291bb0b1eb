import { msg } from '@portal/contracts/messages';

/** What a route without permission shows. */
export function NoPermission() {
  return (
    <section className="no-permission" role="alert">
      <i className="pi pi-lock" aria-hidden="true" />
      <p>{msg.semPermissaoTela}</p>
    </section>
  );
}
