import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Dialog } from 'primereact/dialog';
import { TabView, TabPanel } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { SITUACAO_SPEC_COR, SITUACAO_SPEC_NOME, STATUS_SPEC_NOME } from '@portal/contracts/settings/specs';
import { formatDateTime } from '../../../shared/format.ts';
import { usePaginacao } from '../../../shared/lista-paginada.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { useDealers } from '../../../shared/lookups.ts';
import { downloadXlsx, useExportacao } from '../../../shared/download.ts';
import type { HistoricoSpec, Opcional, SpecLinha } from '@portal/contracts/settings/specs-schemas';
import { consulta, FILTROS_VAZIOS, type Filtros } from '../filtros.ts';
import { useSpec, useSpecs } from '../hooks/use-specs.ts';

const opcoes = (m: Record<number, string>) => Object.entries(m).map(([value, label]) => ({ value: Number(value), label }));
const lista = (o: Opcional[]) => (o.length ? o.map((x) => `${x.codigo} — ${x.descricao}`).join('; ') : '—');

export function SituacaoTag({ situacao }: { situacao: number }) {
  return <Tag value={SITUACAO_SPEC_NOME[situacao]} severity={SITUACAO_SPEC_COR[situacao] === 'verde' ? 'success' : 'danger'} />;
}

const COLUNAS_HISTORICO: ColunaTabela<HistoricoSpec>[] = [
  { titulo: 'Processamento', valor: (h) => formatDateTime(h.dataProcessamento), campo: 'dataProcessamento' },
  { titulo: 'Situação', valor: (h) => <SituacaoTag situacao={h.situacao} />, campo: 'situacao' },
  { titulo: 'Opcionais faltantes', valor: (h) => lista(h.opcionaisFaltantes) },
  { titulo: 'Opcionais extras', valor: (h) => lista(h.opcionaisExtras) },
];

const COLUNAS: ColunaTabela<SpecLinha>[] = [
  { titulo: 'Pedido', valor: (r) => r.numeroPedido },
  { titulo: 'Chassi', valor: (r) => r.chassi ?? '—' },
  { titulo: 'Concessionária', valor: (r) => r.concessionaria ?? '—' },
  { titulo: 'Modelo', valor: (r) => r.modelo ?? r.codigoModelo ?? '—' },
  { titulo: 'Situação', valor: (r) => <SituacaoTag situacao={r.situacao} /> },
  { titulo: 'Status', valor: (r) => <Tag value={r.statusDescricao} severity={r.status === 1 ? 'success' : 'secondary'} /> },
  { titulo: 'Processamento', valor: (r) => formatDateTime(r.dataProcessamento) },
];

/** The detail modal: Padrão (the guide the order was checked against, and its options) and Histórico. */
function Detalhe({ numeroPedido, onClose }: { numeroPedido: string; onClose: () => void }) {
  const q = useSpec(numeroPedido);
  const d = q.data;
  const noVeiculo = (o: Opcional) => d?.opcionais.some((x) => x.codigo.toUpperCase() === o.codigo.toUpperCase()) ?? false;
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
            <ListTable
              rows={d.padrao}
              rotulo="Padrão"
              detalhes={false}
              colunas={[
                { titulo: 'Código', valor: (o) => o.codigo, campo: 'codigo' },
                { titulo: 'Opcional obrigatório', valor: (o) => o.descricao, campo: 'descricao' },
                { titulo: 'No veículo', valor: (o) => (noVeiculo(o) ? 'Sim' : 'Não'), campo: 'noVeiculo', ordenarPor: noVeiculo },
              ]}
            />
          </TabPanel>
          <TabPanel header="Histórico">
            <ListTable rows={d.historico} colunas={COLUNAS_HISTORICO} rotulo="Histórico" detalhes={false} />
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
  const [detalhe, setDetalhe] = useState<string | null>(null);
  const dealers = useDealers();
  const pagina = usePaginacao();
  const q = useSpecs(filtros, pagina.page, pagina.perPage);
  const rows = q.data?.rows ?? [];
  const total = q.data?.total ?? 0;
  const pesquisar = (f: Filtros) => {
    setFiltros(f);
    pagina.primeira();
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
      <ListTable
        rows={rows}
        colunas={COLUNAS}
        rotulo="Specs"
        carregando={q.isFetching}
        servidor={pagina.servidor(total)}
        acoes={(r) => <Button icon="pi pi-search" text rounded aria-label={`Detalhes ${r.numeroPedido}`} onClick={() => setDetalhe(r.numeroPedido)} />}
      />
      {detalhe && <Detalhe numeroPedido={detalhe} onClose={() => setDetalhe(null)} />}
    </section>
  );
}
