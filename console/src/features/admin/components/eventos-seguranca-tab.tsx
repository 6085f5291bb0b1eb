import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { msg } from '@portal/contracts/messages';
import type { EventoSegurancaLinha } from '@portal/contracts/seguranca/schemas';
import { LISTA_TIPOS_EVENTO_SEGURANCA, TIPOS_EVENTO_SEGURANCA, type TipoEventoSeguranca } from '@portal/contracts/seguranca/tipos';
import { CampoFiltro, DataFiltro, DropdownFiltro, FilterBar } from '../../../shared/filter-fields.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { FILTROS_SEGURANCA_VAZIOS, useEventosSeguranca, type FiltrosSeguranca } from '../hooks/use-eventos-seguranca.ts';
import { paginaNoServidor } from '../../../shared/list-table-model.ts';

const POR_PAGINA = 20;
const OPCOES_TIPO = LISTA_TIPOS_EVENTO_SEGURANCA.map((id) => ({ id, nome: TIPOS_EVENTO_SEGURANCA[id] }));

const nomeDoTipo = (tipo: string) => TIPOS_EVENTO_SEGURANCA[tipo as TipoEventoSeguranca] ?? tipo;
const resultado = (status: number | null) => (status === null ? '-' : status < 400 ? 'Sucesso' : `Recusado (${status})`);

function usuario(r: EventoSegurancaLinha) {
  const nome = r.participanteNome ?? (r.participanteId ? `#${r.participanteId}` : (r.email ?? '-'));
  return r.espelhoAdminNome ? `${nome} (acesso espelho de ${r.espelhoAdminNome})` : nome;
}

function dado(r: EventoSegurancaLinha) {
  return [r.recurso, r.documento, r.participanteNome ? r.email : null].filter(Boolean).join(' · ') || '-';
}

/**
 * Eventos de segurança (GET auditoria/seguranca), for those who hold the auditoria function: filters Tipo, De, Até,
 * Usuário (nome ou e-mail) and IP; a DataTable paged on the server, newest first. E-mails and documents come masked.
 */
export function EventosSegurancaTab() {
  const [rascunho, setRascunho] = useState<FiltrosSeguranca>(FILTROS_SEGURANCA_VAZIOS);
  const [filtros, setFiltros] = useState<FiltrosSeguranca>(FILTROS_SEGURANCA_VAZIOS);
  const [page, setPage] = useState(1);
  const q = useEventosSeguranca(filtros, page, POR_PAGINA);
  const set = <K extends keyof FiltrosSeguranca>(k: K, v: FiltrosSeguranca[K]) => setRascunho((f) => ({ ...f, [k]: v }));
  const data = (k: 'de' | 'ate', rotulo: string) => <DataFiltro rotulo={rotulo} valor={rascunho[k]} id={`seg-${k}`} onChange={(v) => set(k, v)} />;

  return (
    <div className="list-tab eventos-seguranca" data-testid="eventos-seguranca">
      <FilterBar
        rotulo="Filtros dos eventos de segurança"
        onBuscar={() => {
          setFiltros(rascunho);
          setPage(1);
        }}
        onLimpar={() => {
          setRascunho(FILTROS_SEGURANCA_VAZIOS);
          setFiltros(FILTROS_SEGURANCA_VAZIOS);
          setPage(1);
        }}
      >
        <DropdownFiltro<TipoEventoSeguranca> rotulo="Tipo" valor={rascunho.tipo} opcoes={OPCOES_TIPO} onChange={(v) => set('tipo', v)} />
        {data('de', 'De')}
        {data('ate', 'Até')}
        <CampoFiltro rotulo="Usuário">
          <InputText
            value={rascunho.usuario}
            maxLength={200}
            placeholder="Nome ou e-mail"
            aria-label="Usuário"
            onChange={(e) => set('usuario', e.target.value)}
          />
        </CampoFiltro>
        <CampoFiltro rotulo="IP">
          <InputText value={rascunho.ip} maxLength={64} placeholder="Endereço IP" aria-label="IP" onChange={(e) => set('ip', e.target.value)} />
        </CampoFiltro>
      </FilterBar>
      <DataTable
        value={q.data?.rows ?? []}
        dataKey="id"
        {...paginaNoServidor(page, POR_PAGINA, q.data?.total, setPage)}
        loading={q.isFetching}
        emptyMessage={q.isError ? msg.erroInterno : msg.nenhumRegistro}
        size="small"
        stripedRows
        aria-label="Eventos de segurança"
      >
        <Column header="Data" body={(r: EventoSegurancaLinha) => formatDateTime(r.em)} />
        <Column header="Evento" body={(r: EventoSegurancaLinha) => nomeDoTipo(r.tipo)} />
        <Column header="Resultado" body={(r: EventoSegurancaLinha) => resultado(r.status)} />
        <Column header="Usuário" body={usuario} />
        <Column header="IP" body={(r: EventoSegurancaLinha) => r.ip ?? '-'} />
        <Column header="Dado" body={dado} />
        <Column header="Rota" body={(r: EventoSegurancaLinha) => (r.rota ? `${r.metodo ?? ''} ${r.rota}`.trim() : '-')} />
      </DataTable>
    </div>
  );
}
