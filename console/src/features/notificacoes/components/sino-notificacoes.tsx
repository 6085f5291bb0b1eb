import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { useContagemNotificacoes, useMarcarLida, useMarcarTodasLidas, useNotificacoes } from '../hooks/use-notificacoes.ts';
import { nomeDoSino, rotuloDoSino } from '../model.ts';

/** The top bar's bell: the unread count, and a panel of the newest notifications, each a link to its record's screen. */
export function SinoNotificacoes() {
  const painel = useRef<OverlayPanel>(null);
  const [aberto, setAberto] = useState(false);
  const contagem = useContagemNotificacoes();
  const naoLidas = contagem.data?.naoLidas ?? 0;
  const lista = useNotificacoes(aberto, contagem.data?.ultima ?? null);
  const marcarLida = useMarcarLida();
  const marcarTodas = useMarcarTodasLidas();
  const rotulo = rotuloDoSino(naoLidas);
  const rows = lista.data?.rows ?? [];

  return (
    <>
      <button
        type="button"
        className="top-icon sino-notificacoes"
        aria-label={nomeDoSino(naoLidas)}
        title="Notificações"
        aria-haspopup="dialog"
        aria-expanded={aberto}
        onClick={(e) => painel.current?.toggle(e)}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        {rotulo && (
          <span className="sino-contagem" data-testid="sino-contagem">
            {rotulo}
          </span>
        )}
      </button>
      <OverlayPanel ref={painel} onShow={() => setAberto(true)} onHide={() => setAberto(false)} className="painel-notificacoes">
        <section role="dialog" aria-label="Notificações">
          <header className="painel-notificacoes-topo">
            <strong>Notificações</strong>
            <Button
              type="button"
              link
              size="small"
              label="Marcar todas como lidas"
              disabled={naoLidas === 0 || marcarTodas.isPending}
              onClick={() => marcarTodas.mutate()}
            />
          </header>
          {lista.isPending && <p className="painel-notificacoes-vazio">{msg.carregando}</p>}
          {!lista.isPending && rows.length === 0 && <p className="painel-notificacoes-vazio">Nenhuma notificação.</p>}
          <ul className="painel-notificacoes-lista" aria-label="Lista de notificações">
            {rows.map((n) => (
              <li key={n.id} className={n.lida ? 'lida' : 'nao-lida'}>
                <Link
                  to={n.link}
                  onClick={() => {
                    if (!n.lida) marcarLida.mutate(n.id);
                    painel.current?.hide();
                  }}
                >
                  <span className="notificacao-titulo">{n.titulo}</span>
                  <span className="notificacao-texto">{n.texto}</span>
                  <time className="notificacao-quando" dateTime={n.criadoEm}>
                    {formatDateTime(n.criadoEm)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </OverlayPanel>
    </>
  );
}
