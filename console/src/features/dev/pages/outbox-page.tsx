import { Fragment } from 'react';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { useDevEmails } from '../hooks/use-dev-emails.ts';

const URL_RE = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its links clickable. */
function Linked({ text }: { text: string }) {
  const parts = text.split(URL_RE);
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <a key={i} href={p}>
            {p}
          </a>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}

/** /outbox (development): the e-mails the local SMTP catcher received, newest first. */
export default function OutboxPage() {
  const emails = useDevEmails();
  const rows = [...(emails.data ?? [])].sort((a, b) => b.recebido_em.localeCompare(a.recebido_em) || Number(b.id) - Number(a.id));
  return (
    <main className="outbox-page">
      <header className="outbox-header">
        <h1>Caixa de saída (desenvolvimento)</h1>
        <Button label="Atualizar" icon="pi pi-refresh" onClick={() => void emails.refetch()} loading={emails.isFetching} />
      </header>
      <p className="muted">E-mails recebidos pelo servidor SMTP local de desenvolvimento, do mais recente para o mais antigo.</p>
      {emails.isPending && <p>{msg.carregando}</p>}
      {emails.isError && <p className="form-error">A caixa de saída só existe no ambiente de desenvolvimento. ({emails.error.message})</p>}
      {emails.data && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
      <ol className="outbox-list">
        {rows.map((m) => (
          <li key={m.id} className="outbox-item" data-testid="outbox-email">
            <dl className="info-list">
              <dt>De</dt>
              <dd>{m.de ?? '-'}</dd>
              <dt>Para</dt>
              <dd>{m.para}</dd>
              <dt>Assunto</dt>
              <dd>{m.assunto ?? '-'}</dd>
              <dt>Recebido em</dt>
              <dd>{formatDateTime(m.recebido_em)}</dd>
            </dl>
            <pre className="outbox-text">
              <Linked text={m.texto ?? ''} />
            </pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
