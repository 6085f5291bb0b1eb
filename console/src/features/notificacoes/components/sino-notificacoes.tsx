import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { PainelSuspenso } from '../../../shared/painel-suspenso.tsx';
import { useContagemNotificacoes, useMarcarLida, useMarcarTodasLidas, useNotificacoes } from '../hooks/use-notificacoes.ts';
import { nomeDoSino, rotuloDoSino } from '../model.ts';

/** The top bar's bell: the unread count, and a panel of the newest notifications, each a link to its record's screen. */
export function SinoNotificacoes() {
  const botao = useRef<HTMLButtonElement>(null);
  const [aberto, setAberto] = useState(false);
  const contagem = useContagemNotificacoes();
  const naoLidas = contagem.data?.naoLidas ?? 0;
  const lista = useNotificacoes(aberto, contagem.data?.ultima ?? null);
  const marcarLida = useMarcarLida();
  const marcarTodas = useMarcarTodasLidas();
  const rotulo = rotuloDoSino(naoLidas);
  const rows = lista.data?.rows ?? [];

  return (
    <span className="sino-ancora">
      <button
        ref={botao}
        type="button"
        className="top-icon sino-notificacoes"
        aria-label={nomeDoSino(naoLidas)}
        title="Notificações"
        aria-haspopup="dialog"
        aria-expanded={aberto}
        onClick={() => setAberto((a) => !a)}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        {rotulo && (
          <span className="sino-contagem" data-testid="sino-contagem">
            {rotulo}
          </span>
        )}
      </button>
      <PainelSuspenso aberto={aberto} onFechar={() => setAberto(false)} botao={botao} rotulo="Notificações" className="painel-notificacoes">
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
                  setAberto(false);
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
      </PainelSuspenso>
    </span>
  );
}
