import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import type { TipoHistorico } from '@portal/contracts/historico/schemas';
import { ListTable } from './list-table.tsx';
import type { ColunaTabela } from './list-table-model.ts';
import { Modal } from './modal.tsx';
import { formatDateTime } from './format.ts';
import { useHistorico, type HistoricoDoRegistro } from './use-historico.ts';

type Evento = HistoricoDoRegistro['eventos'][number];

/** Who did it: the name and profile, and the administrator behind an acesso espelho. */
export const quemFez = (e: Pick<Evento, 'usuarioNome' | 'perfil' | 'espelhoAdminNome'>): string => {
  const nome = e.usuarioNome ?? 'Portal';
  const comPerfil = e.perfil ? `${nome} (${e.perfil})` : nome;
  return e.espelhoAdminNome ? `${comPerfil} — acesso espelho: ${e.espelhoAdminNome}` : comPerfil;
};

const COLUNAS: ColunaTabela<Evento>[] = [
  { titulo: 'Data', campo: 'em', valor: (e) => formatDateTime(e.em) },
  { titulo: 'Evento', campo: 'rotulo', valor: (e) => e.rotulo },
  { titulo: 'Usuário', valor: quemFez, ordenarPor: quemFez },
  {
    titulo: 'Alterações',
    valor: (e) =>
      e.alteracoes.length === 0 ? (
        '-'
      ) : (
        <ul className="historico-alteracoes">
          {e.alteracoes.map((a) => (
            <li key={a.campo}>
              <strong>{a.rotulo}:</strong> {a.de} → {a.para}
            </li>
          ))}
        </ul>
      ),
  },
];
const ESTADO: ColunaTabela<Evento> = {
  titulo: 'Estado após o evento',
  valor: (e) => (
    <div className="historico-estado">
      {e.estado ? <div>{e.estado}</div> : null}
      <pre>{JSON.stringify(e.depois ?? null, null, 2)}</pre>
    </div>
  ),
};

/**
 * A record's Histórico, the same for every kind of record: each event in pt-BR (when, what, who — with the administrator
 * behind an acesso espelho —, the fields changed from → to), oldest first; an auditor may also show the state after each
 * event ('Estado após o evento').
 */
export function Historico({ tipo, id }: { tipo: TipoHistorico; id: number | string | null }) {
  const q = useHistorico(tipo, id);
  const [comEstado, setComEstado] = useState(false);
  if (q.isError) return <p className="historico-erro">Não foi possível carregar o histórico.</p>;
  const h = q.data;
  return (
    <section className="historico" aria-label="Histórico">
      {h?.comEstado ? (
        <label className="historico-toggle">
          <InputSwitch checked={comEstado} onChange={(e) => setComEstado(e.value === true)} aria-label="Estado após o evento" />
          <span>Estado após o evento</span>
        </label>
      ) : null}
      <ListTable
        rows={h?.eventos ?? []}
        colunas={comEstado && h?.comEstado ? [...COLUNAS, ESTADO] : COLUNAS}
        rotulo="Histórico"
        carregando={q.isLoading}
        detalhes={false}
        vazia="Nenhum evento registrado"
      />
    </section>
  );
}

/** The 'Histórico' button of a record's screen: opens the record's history in a dialog. */
export function BotaoHistorico({
  tipo,
  id,
  titulo = 'Histórico',
  rotulo = 'Histórico',
}: {
  tipo: TipoHistorico;
  id: number | string;
  titulo?: string;
  rotulo?: string;
}) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button type="button" label={rotulo} icon="pi pi-history" outlined size="small" onClick={() => setAberto(true)} />
      <Modal titulo={titulo} aberto={aberto} onClose={() => setAberto(false)} largura={1100}>
        {aberto ? <Historico tipo={tipo} id={id} /> : null}
      </Modal>
    </>
  );
}

/** A record's Histórico in a dialog opened from a list's row (`id` null: closed). */
export function DialogoHistorico({ tipo, id, titulo, onClose }: { tipo: TipoHistorico; id: number | string | null; titulo: string; onClose: () => void }) {
  return (
    <Modal titulo={titulo} aberto={id !== null} onClose={onClose} largura={1100}>
      {id !== null ? <Historico tipo={tipo} id={id} /> : null}
    </Modal>
  );
}
