import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { msg } from '@portal/contracts/messages';
import type { EventoSegurancaLinha } from '@portal/contracts/seguranca/schemas';
import { LISTA_TIPOS_EVENTO_SEGURANCA, TIPOS_EVENTO_SEGURANCA, type TipoEventoSeguranca } from '@portal/contracts/seguranca/tipos';
import { DataFiltro, FilterBar } from '../../../shared/filter-fields.tsx';
import { CampoFiltro, DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { FILTROS_SEGURANCA_VAZIOS, useEventosSeguranca, type FiltrosSeguranca } from '../hooks/use-eventos-seguranca.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { usePaginacao } from '../../../shared/lista-paginada.tsx';

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

const COLUNAS: ColunaTabela<EventoSegurancaLinha>[] = [
  { titulo: 'Data', valor: (r) => formatDateTime(r.em) },
  { titulo: 'Evento', valor: (r) => nomeDoTipo(r.tipo) },
  { titulo: 'Resultado', valor: (r) => resultado(r.status) },
  { titulo: 'Usuário', valor: usuario },
  { titulo: 'IP', valor: (r) => r.ip },
  { titulo: 'Dado', valor: dado },
  { titulo: 'Rota', valor: (r) => (r.rota ? `${r.metodo ?? ''} ${r.rota}`.trim() : '-') },
];

/**
 * Eventos de segurança (GET auditoria/seguranca), for those who hold the auditoria function: filters Tipo, De, Até,
 * Usuário (nome ou e-mail) and IP; the shared list table paged on the server (20 first), newest first. E-mails and documents come masked.
 */
export function EventosSegurancaTab() {
  const [rascunho, setRascunho] = useState<FiltrosSeguranca>(FILTROS_SEGURANCA_VAZIOS);
  const [filtros, setFiltros] = useState<FiltrosSeguranca>(FILTROS_SEGURANCA_VAZIOS);
  const pagina = usePaginacao(POR_PAGINA);
  const q = useEventosSeguranca(filtros, pagina.page, pagina.perPage);
  // the page asked of the server (20 first), what it answered, and what an empty or failed answer says
  const lista = {
    rows: q.data?.rows ?? [],
    servidor: pagina.servidor(q.data?.total),
    carregando: q.isFetching,
    vazia: q.isError ? msg.erroInterno : msg.nenhumRegistro,
  };
  const set = <K extends keyof FiltrosSeguranca>(k: K, v: FiltrosSeguranca[K]) => setRascunho((f) => ({ ...f, [k]: v }));
  const data = (k: 'de' | 'ate', rotulo: string) => <DataFiltro rotulo={rotulo} valor={rascunho[k]} id={`seg-${k}`} onChange={(v) => set(k, v)} />;

  return (
    <div className="list-tab eventos-seguranca" data-testid="eventos-seguranca">
      <FilterBar
        rotulo="Filtros dos eventos de segurança"
        onBuscar={() => {
          setFiltros(rascunho);
          pagina.primeira();
        }}
        onLimpar={() => {
          setRascunho(FILTROS_SEGURANCA_VAZIOS);
          setFiltros(FILTROS_SEGURANCA_VAZIOS);
          pagina.primeira();
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
      <ListTable {...lista} colunas={COLUNAS} rotulo="Eventos de segurança" />
    </div>
  );
}
