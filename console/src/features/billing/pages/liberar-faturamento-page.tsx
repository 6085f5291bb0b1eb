import { useState, type ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { linhas } from '../../../shared/lines.ts';
import { DropdownFiltro, FilterBar, LinhasFiltro, ModeloFiltro } from '../../../shared/filter-fields.tsx';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useExportCsv } from '../hooks/use-export-csv.ts';
import { useDealers, useModelos, useTiposVenda } from '../../../shared/lookups.ts';
import { useLiberarListar, type SolicitacaoRow } from '../hooks/use-liberar-listar.ts';
import { useLiberarStatus } from '../hooks/use-liberar-status.ts';
import { LiberacaoFaturamentoDialog } from '../components/liberacao-faturamento-dialog.tsx';

const PASSO = 10;
interface Filtros {
  pedido: string;
  chassi: string;
  concessionariaId: number | null;
  tipoModeloAgrupadoId: number | null;
  tipoVenda: number | null;
}
const VAZIO: Filtros = { pedido: '', chassi: '', concessionariaId: null, tipoModeloAgrupadoId: null, tipoVenda: null };

function corpo(f: Filtros) {
  const b: Record<string, unknown> = {};
  const p = linhas(f.pedido);
  const c = linhas(f.chassi);
  if (p.length) b.pedido = p;
  if (c.length) b.chassi = c;
  if (f.concessionariaId) b.concessionariaId = f.concessionariaId;
  if (f.tipoModeloAgrupadoId) b.tipoModeloAgrupadoId = f.tipoModeloAgrupadoId;
  if (f.tipoVenda) b.tipoVenda = f.tipoVenda;
  return b;
}

const COLUNAS: { titulo: string; valor: (r: SolicitacaoRow) => ReactNode }[] = [
  { titulo: 'Pedido', valor: (r) => r.pedido },
  { titulo: 'Chassi', valor: (r) => r.chassi },
  { titulo: 'Modelo', valor: (r) => `${r.modelo} ${r.derivativo}` },
  { titulo: 'MY', valor: (r) => r.my },
  { titulo: 'Dealer solicitante', valor: (r) => `${r.dealerSolicitante} - ${r.nomeDealerSolicitante}` },
  { titulo: 'Tipo de venda', valor: (r) => r.tipoVenda },
  { titulo: 'Tipo de pagamento', valor: (r) => r.tipoPagamento ?? '-' },
  {
    titulo: 'Data de faturamento',
    valor: (r) => (r.faturarAssimQuePossivel ? `${r.dataFaturamento ?? '-'} (assim que possível)` : (r.dataFaturamento ?? '-')),
  },
  { titulo: 'Prioridade', valor: (r) => (r.prioridade ? 'Sim' : 'Não') },
  { titulo: 'Solicitado por', valor: (r) => r.solicitadoPor ?? '-' },
  { titulo: 'Data da solicitação', valor: (r) => r.dataSolicitacao },
];

/** /liberarfaturamento: Liberar (Aprovar Solicitação) or Recusar (Recusar Solicitação) the billing requests awaiting release. */
export default function LiberarFaturamentoPage() {
  const { editavel } = useScreenPermission();
  const dealers = useDealers();
  const modelos = useModelos();
  const tipos = useTiposVenda();
  const [rascunho, setRascunho] = useState(VAZIO);
  const [aplicados, setAplicados] = useState(VAZIO);
  const [perPage, setPerPage] = useState(PASSO);
  const [visao, setVisao] = useState<'tabela' | 'cartoes'>('tabela');
  const [selecao, setSelecao] = useState<SolicitacaoRow[]>([]);
  const [acao, setAcao] = useState<3 | 5 | null>(null);
  const [motivo, setMotivo] = useState('');
  const porLinhas = Math.max(linhas(aplicados.pedido).length, linhas(aplicados.chassi).length);
  const lista = useLiberarListar({ ...corpo(aplicados), page: 1, per_page: Math.min(Math.max(perPage, porLinhas), 100) });
  const status = useLiberarStatus();
  const exportar = useExportCsv();
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  const set = <K extends keyof Filtros>(k: K, v: Filtros[K]) => setRascunho({ ...rascunho, [k]: v });
  const marcado = (r: SolicitacaoRow) => selecao.some((s) => s.faturamentoPedidoId === r.faturamentoPedidoId);

  const confirmar = () => {
    if (acao === null) return;
    status.mutate(
      { faturamentoPedidoIds: selecao.map((s) => s.faturamentoPedidoId), status: acao, motivo: motivo.trim() || null },
      {
        onSuccess: (rs) => {
          const semPermissao = rs.filter((r) => r.permissao === 0);
          // permissao 0: every returned descricao as a warning (spec §8)
          semPermissao.forEach((r) => toast.warn(r.descricao));
          for (const t of new Set(rs.filter((r) => r.permissao !== 0).map((r) => r.descricao))) toast.success(t);
          setAcao(null);
          setMotivo('');
          setSelecao([]);
        },
      },
    );
  };

  return (
    <section className="vehicles-page list-tab">
      <FilterBar
        onBuscar={() => {
          setPerPage(PASSO);
          setAplicados({ ...rascunho });
        }}
        onLimpar={() => {
          setRascunho(VAZIO);
          setAplicados(VAZIO);
          setPerPage(PASSO);
        }}
        onExportar={() => exportar.exportar(corpo(aplicados))}
        exportando={exportar.exportando}
      >
        <LinhasFiltro rotulo="Pedidos" nome="Pedido" valor={rascunho.pedido} onChange={(v) => set('pedido', v)} />
        <LinhasFiltro rotulo="Chassis" nome="Chassi" valor={rascunho.chassi} onChange={(v) => set('chassi', v)} />
        <DropdownFiltro rotulo="Dealer" valor={rascunho.concessionariaId} opcoes={dealers.data} busca onChange={(v) => set('concessionariaId', v)} />
        <ModeloFiltro valor={rascunho.tipoModeloAgrupadoId} opcoes={modelos.data} onChange={(v) => set('tipoModeloAgrupadoId', v)} />
        <DropdownFiltro rotulo="Tipo de venda" valor={rascunho.tipoVenda} opcoes={tipos.data} onChange={(v) => set('tipoVenda', v)} />
      </FilterBar>
      <div className="action-bar" role="toolbar" aria-label="Ações">
        <label className="check-line">
          <Checkbox inputId="sel-todos" checked={rows.length > 0 && selecao.length === rows.length} onChange={(e) => setSelecao(e.checked ? rows : [])} />{' '}
          Selecionar todos
        </label>
        <span className="muted">{selecao.length ? `${selecao.length} selecionado(s)` : ''}</span>
        <Button
          label="Liberar"
          icon="pi pi-check"
          size="small"
          tooltip="Aprovar Solicitação"
          disabled={!editavel || selecao.length === 0}
          onClick={() => setAcao(3)}
        />
        <Button
          label="Recusar"
          icon="pi pi-times"
          size="small"
          severity="danger"
          outlined
          tooltip="Recusar Solicitação"
          disabled={!editavel || selecao.length === 0}
          onClick={() => setAcao(5)}
        />
        <SelectButton
          value={visao}
          options={[
            { label: 'Tabela', value: 'tabela' },
            { label: 'Cartões', value: 'cartoes' },
          ]}
          allowEmpty={false}
          onChange={(e) => setVisao(e.value as 'tabela' | 'cartoes')}
          aria-label="Visualizações"
        />
      </div>
      {lista.isError && (
        <p className="form-error" role="alert">
          {msg.loginInvalido}
        </p>
      )}
      <div className="vl-count muted">{rows.length ? `${rows.length} de ${total}` : ''}</div>
      {visao === 'tabela' ? (
        <DataTable
          value={rows}
          dataKey="faturamentoPedidoId"
          size="small"
          stripedRows
          selectionMode="checkbox"
          selection={selecao}
          onSelectionChange={(e) => setSelecao(e.value)}
          emptyMessage={msg.nenhumRegistro}
          loading={lista.isPending}
          aria-label="Solicitações de faturamento"
        >
          <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
          {COLUNAS.map((c) => (
            <Column key={c.titulo} header={c.titulo} body={c.valor} />
          ))}
        </DataTable>
      ) : (
        <>
          {lista.data && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
          <ul className="card-list" aria-label="Solicitações de faturamento">
            {rows.map((r) => (
              <li key={r.faturamentoPedidoId} className="list-card vehicle-card">
                <Checkbox
                  checked={marcado(r)}
                  onChange={() => setSelecao(marcado(r) ? selecao.filter((s) => s.faturamentoPedidoId !== r.faturamentoPedidoId) : [...selecao, r])}
                  aria-label={`Selecionar ${r.pedido}`}
                />
                <div className="list-card-fields">
                  {COLUNAS.map((c) => (
                    <div key={c.titulo} className="list-card-field">
                      <span className="list-card-label">{c.titulo}</span>
                      <span className="list-card-value">{c.valor(r)}</span>
                    </div>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {rows.length >= PASSO && rows.length < total && (
        <div className="load-more">
          <Button label="Carregar mais" icon="pi pi-angle-down" text loading={lista.isFetching} onClick={() => setPerPage((n) => n + PASSO)} />
        </div>
      )}
      <LiberacaoFaturamentoDialog
        acao={acao}
        selecao={selecao}
        motivo={motivo}
        onMotivo={setMotivo}
        pendente={status.isPending}
        onConfirmar={confirmar}
        onClose={() => setAcao(null)}
      />
    </section>
  );
}
