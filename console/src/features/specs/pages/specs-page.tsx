import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Dialog } from 'primereact/dialog';
import { TabView, TabPanel } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { SITUACAO_SPEC_COR, SITUACAO_SPEC_NOME, STATUS_SPEC_NOME } from '@portal/contracts/settings/specs';
import { formatDateTime } from '../../../shared/format.ts';
import { useDealers } from '../../../shared/lookups.ts';
import { downloadXlsx, useExportacao } from '../../../shared/download.ts';
import type { HistoricoSpec, Opcional, SpecLinha } from '@portal/contracts/settings/specs-schemas';
import { consulta, FILTROS_VAZIOS, type Filtros } from '../filtros.ts';
import { useSpec, useSpecs } from '../hooks/use-specs.ts';

const STEP = 10;
const opcoes = (m: Record<number, string>) => Object.entries(m).map(([value, label]) => ({ value: Number(value), label }));
const lista = (o: Opcional[]) => (o.length ? o.map((x) => `${x.codigo} — ${x.descricao}`).join('; ') : '—');

export function SituacaoTag({ situacao }: { situacao: number }) {
  return <Tag value={SITUACAO_SPEC_NOME[situacao]} severity={SITUACAO_SPEC_COR[situacao] === 'verde' ? 'success' : 'danger'} />;
}

/** The detail modal: Padrão (the guide the order was checked against, and its options) and Histórico. */
function Detalhe({ numeroPedido, onClose }: { numeroPedido: string; onClose: () => void }) {
  const q = useSpec(numeroPedido);
  const d = q.data;
  return (
    <Dialog header={`Pedido ${numeroPedido}`} visible onHide={onClose} style={{ width: 'min(960px, 95vw)' }}>
      {!d ? (
        <p className="loading">{msg.carregando}</p>
      ) : (
        <TabView>
          <TabPanel header="Padrão">
            <p>
              {d.modelo ?? d.codigoModelo} · Chassi {d.chassi ?? '—'} · <SituacaoTag situacao={d.situacao} />{' '}
              <Tag value={d.statusDescricao} severity={d.status === 1 ? 'success' : 'secondary'} />
            </p>
            <DataTable value={d.padrao} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Padrão">
              <Column field="codigo" header="Código" />
              <Column field="descricao" header="Opcional obrigatório" />
              <Column
                header="No veículo"
                body={(o: Opcional) => (d.opcionais.some((x) => x.codigo.toUpperCase() === o.codigo.toUpperCase()) ? 'Sim' : 'Não')}
              />
            </DataTable>
          </TabPanel>
          <TabPanel header="Histórico">
            <DataTable value={d.historico} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Histórico">
              <Column header="Processamento" body={(h: HistoricoSpec) => formatDateTime(h.dataProcessamento)} />
              <Column header="Situação" body={(h: HistoricoSpec) => <SituacaoTag situacao={h.situacao} />} />
              <Column header="Opcionais faltantes" body={(h: HistoricoSpec) => lista(h.opcionaisFaltantes)} />
              <Column header="Opcionais extras" body={(h: HistoricoSpec) => lista(h.opcionaisExtras)} />
            </DataTable>
          </TabPanel>
        </TabView>
      )}
    </Dialog>
  );
}

/** /specs: options compliance per order — filters (pedido, chassi, concessionária, situação, status), the list, the detail, Exportar. */
export default function SpecsPage() {
  const [form, setForm] = useState<Filtros>(FILTROS_VAZIOS);
  const [filtros, setFiltros] = useState<Filtros>(FILTROS_VAZIOS);
  const [perPage, setPerPage] = useState(STEP);
  const [detalhe, setDetalhe] = useState<string | null>(null);
  const dealers = useDealers();
  const q = useSpecs(filtros, perPage);
  const rows = q.data?.rows ?? [];
  const total = q.data?.total ?? 0;
  const pesquisar = (f: Filtros) => {
    setFiltros(f);
    setPerPage(STEP);
  };
  // export failures are silent (spec §8.4): the download helper already showed the server's message
  const { exportando, exportar } = useExportacao(() => downloadXlsx('GET', 'veiculos/specs/exportar', { query: consulta(filtros), fallback: 'PDD_Specs' }));
  return (
    <section className="specs-page">
      <h2>Specs</h2>
      <div className="filter-bar">
        <InputText
          value={form.numeroPedido}
          onChange={(e) => setForm({ ...form, numeroPedido: e.target.value })}
          placeholder="Pedido"
          maxLength={40}
          aria-label="Pedido"
        />
        <InputText
          value={form.chassi}
          onChange={(e) => setForm({ ...form, chassi: e.target.value.toUpperCase() })}
          placeholder="Chassi"
          maxLength={17}
          aria-label="Chassi"
        />
        <Dropdown
          value={form.concessionariaId}
          options={(dealers.data ?? []).map((d) => ({ value: d.id, label: d.nome }))}
          onChange={(e) => setForm({ ...form, concessionariaId: (e.value as number | null) ?? null })}
          inputId="specs-dealer"
          placeholder="Concessionária"
          showClear
          filter
          aria-label="Concessionária"
        />
        <Dropdown
          value={form.situacao}
          options={opcoes(SITUACAO_SPEC_NOME)}
          onChange={(e) => setForm({ ...form, situacao: (e.value as number | null) ?? null })}
          placeholder="Situação"
          showClear
          inputId="specs-situacao"
          aria-label="Situação"
        />
        <Dropdown
          value={form.status}
          options={opcoes(STATUS_SPEC_NOME)}
          onChange={(e) => setForm({ ...form, status: (e.value as number | null) ?? null })}
          placeholder="Status"
          showClear
          inputId="specs-status"
          aria-label="Status"
        />
        <div className="filter-bar-actions">
          <Button label="Pesquisar" icon="pi pi-search" size="small" onClick={() => pesquisar(form)} />
          <Button
            label="Limpar"
            size="small"
            text
            onClick={() => {
              setForm(FILTROS_VAZIOS);
              pesquisar(FILTROS_VAZIOS);
            }}
          />
          <Button label="Exportar" icon="pi pi-file-excel" size="small" outlined loading={exportando} onClick={() => void exportar()} />
        </div>
      </div>
      <span className="muted">{q.data ? `${rows.length} de ${total}` : ''}</span>
      <DataTable value={rows} loading={q.isPending} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Specs" dataKey="numeroPedido">
        <Column field="numeroPedido" header="Pedido" />
        <Column header="Chassi" body={(r: SpecLinha) => r.chassi ?? '—'} />
        <Column header="Concessionária" body={(r: SpecLinha) => r.concessionaria ?? '—'} />
        <Column header="Modelo" body={(r: SpecLinha) => r.modelo ?? r.codigoModelo ?? '—'} />
        <Column header="Situação" body={(r: SpecLinha) => <SituacaoTag situacao={r.situacao} />} />
        <Column header="Status" body={(r: SpecLinha) => <Tag value={r.statusDescricao} severity={r.status === 1 ? 'success' : 'secondary'} />} />
        <Column header="Processamento" body={(r: SpecLinha) => formatDateTime(r.dataProcessamento)} />
        <Column
          header="Detalhes"
          body={(r: SpecLinha) => (
            <Button icon="pi pi-search" text rounded aria-label={`Detalhes ${r.numeroPedido}`} onClick={() => setDetalhe(r.numeroPedido)} />
          )}
        />
      </DataTable>
      {rows.length >= STEP && rows.length < total && (
        <div className="load-more">
          <Button label="Carregar mais" icon="pi pi-angle-down" text loading={q.isFetching} onClick={() => setPerPage((n) => n + STEP)} />
        </div>
      )}
      {detalhe && <Detalhe numeroPedido={detalhe} onClose={() => setDetalhe(null)} />}
    </section>
  );
}
