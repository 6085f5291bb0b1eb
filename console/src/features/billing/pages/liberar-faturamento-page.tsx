import { useState } from 'react';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { linhas } from '../../../shared/lines.ts';
import { FilterBar, LinhasFiltro, ModeloFiltro } from '../../../shared/filter-fields.tsx';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useExportarLiberacao } from '../hooks/use-exportar-liberacao.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { CamposDoCartao } from '../../../shared/data-list.tsx';
import { CarregarMais } from '../../../shared/list-controls.tsx';
import { POR_PAGINA_PADRAO, type ColunaTabela } from '../../../shared/list-table-model.ts';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { VisoesSalvas } from '../../../shared/visoes-salvas.tsx';
import { useCelular } from '../../../shared/use-celular.ts';
import { ColunasDaLista, EscolhaDeColunas, useColunasDaLista } from '../../../shared/escolha-de-colunas.tsx';
import { useDealers, useModelos, useTiposVenda } from '../../../shared/lookups.ts';
import { useLiberarListar, type SolicitacaoRow } from '../hooks/use-liberar-listar.ts';
import { useLiberarStatus } from '../hooks/use-liberar-status.ts';
import { LiberacaoFaturamentoDialog } from '../components/liberacao-faturamento-dialog.tsx';
import { PrazoCelula, PrazoFiltro } from '../../../shared/prazo.tsx';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

interface Filtros {
  pedido: string;
  chassi: string;
  concessionariaId: number | null;
  tipoModeloAgrupadoId: number | null;
  tipoVenda: number | null;
  prazo: SituacaoPrazo | null;
}
const VAZIO: Filtros = { pedido: '', chassi: '', concessionariaId: null, tipoModeloAgrupadoId: null, tipoVenda: null, prazo: null };

function corpo(f: Filtros) {
  const b: Record<string, unknown> = {};
  const p = linhas(f.pedido);
  const c = linhas(f.chassi);
  if (p.length) b.pedido = p;
  if (c.length) b.chassi = c;
  if (f.concessionariaId) b.concessionariaId = f.concessionariaId;
  if (f.tipoModeloAgrupadoId) b.tipoModeloAgrupadoId = f.tipoModeloAgrupadoId;
  if (f.tipoVenda) b.tipoVenda = f.tipoVenda;
  if (f.prazo) b.prazo = f.prazo;
  return b;
}

/** The list's columns; `campo` is the name the server sorts by (services/core billing/liberacao.ts ORDENAVEIS). */
const COLUNAS: ColunaTabela<SolicitacaoRow>[] = [
  { titulo: 'Pedido', valor: (r) => r.pedido, campo: 'pedido' },
  { titulo: 'Chassi', valor: (r) => r.chassi, campo: 'chassi' },
  { titulo: 'Modelo', valor: (r) => `${r.modelo} ${r.derivativo}`, campo: 'modelo' },
  { titulo: 'MY', valor: (r) => r.my, campo: 'my' },
  { titulo: 'Dealer solicitante', valor: (r) => `${r.dealerSolicitante} - ${r.nomeDealerSolicitante}`, campo: 'dealerSolicitante' },
  { titulo: 'Tipo de venda', valor: (r) => r.tipoVenda, campo: 'tipoVenda' },
  { titulo: 'Tipo de pagamento', valor: (r) => r.tipoPagamento ?? '-', campo: 'tipoPagamento' },
  {
    titulo: 'Data de faturamento',
    valor: (r) => (r.faturarAssimQuePossivel ? `${r.dataFaturamento ?? '-'} (assim que possível)` : (r.dataFaturamento ?? '-')),
    campo: 'dataFaturamento',
  },
  { titulo: 'Prioridade', valor: (r) => (r.prioridade ? 'Sim' : 'Não'), campo: 'prioridade' },
  { titulo: 'Solicitado por', valor: (r) => r.solicitadoPor ?? '-', campo: 'solicitadoPor' },
  { titulo: 'Data da solicitação', valor: (r) => r.dataSolicitacao, campo: 'dataSolicitacao' },
  // the release's deadline (conf15 business days), late ones tagged
  { titulo: 'Prazo', valor: (r) => <PrazoCelula prazo={r.prazo ?? null} />, campo: 'prazo' },
];

/** /liberarfaturamento: Liberar (Aprovar Solicitação) or Recusar (Recusar Solicitação) the billing requests awaiting release. */
export default function LiberarFaturamentoPage() {
  const { editavel } = useScreenPermission();
  const dealers = useDealers();
  const modelos = useModelos();
  const tipos = useTiposVenda();
  // the filters, page and order (in the address, with the saved views of the list)
  const filtros = useFiltros(VAZIO, POR_PAGINA_PADRAO, { lista: 'liberarfaturamento' });
  const celular = useCelular();
  const { rascunho, aplicados, ordem } = filtros;
  const [visao, setVisao] = useState<'tabela' | 'cartoes'>('tabela');
  const [selecao, setSelecao] = useState<SolicitacaoRow[]>([]);
  const [acao, setAcao] = useState<3 | 5 | null>(null);
  const [motivo, setMotivo] = useState('');
  const porLinhas = Math.max(linhas(aplicados.pedido).length, linhas(aplicados.chassi).length);
  const lista = useLiberarListar({ ...corpo(aplicados), ...ordem, page: filtros.page, per_page: Math.min(Math.max(filtros.perPage, porLinhas), 100) });
  const status = useLiberarStatus();
  const exportar = useExportarLiberacao();
  const rows = lista.data?.rows ?? [];
  const total = lista.data?.total ?? 0;
  const set = <K extends keyof Filtros>(k: K, v: Filtros[K]) => filtros.setRascunho({ ...rascunho, [k]: v });

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
      <VisoesSalvas filtros={filtros} />
      <FilterBar
        onBuscar={() => filtros.buscar()}
        onLimpar={filtros.limpar}
        onExportar={() => exportar.exportar({ ...corpo(aplicados), ...ordem })}
        exportando={exportar.exportando}
      >
        <LinhasFiltro rotulo="Pedidos" nome="Pedido" valor={rascunho.pedido} onChange={(v) => set('pedido', v)} />
        <LinhasFiltro rotulo="Chassis" nome="Chassi" valor={rascunho.chassi} onChange={(v) => set('chassi', v)} />
        <DropdownFiltro rotulo="Dealer" valor={rascunho.concessionariaId} opcoes={dealers.data} busca onChange={(v) => set('concessionariaId', v)} />
        <ModeloFiltro valor={rascunho.tipoModeloAgrupadoId} opcoes={modelos.data} onChange={(v) => set('tipoModeloAgrupadoId', v)} />
        <DropdownFiltro rotulo="Tipo de venda" valor={rascunho.tipoVenda} opcoes={tipos.data} onChange={(v) => set('tipoVenda', v)} />
        <PrazoFiltro valor={rascunho.prazo} onChange={(v) => set('prazo', v)} />
      </FilterBar>
      <div className="action-bar" role="toolbar" aria-label="Ações">
        {/* on a phone the table's cards have their own 'Selecionar todos' */}
        {(visao === 'cartoes' || !celular) && (
          <label className="check-line">
            <Checkbox inputId="sel-todos" checked={rows.length > 0 && selecao.length === rows.length} onChange={(e) => setSelecao(e.checked ? rows : [])} />{' '}
            Selecionar todos
          </label>
        )}
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
      <ColunasDaLista filtros={filtros}>
        {visao === 'tabela' ? (
          <ListTable
            rows={rows}
            colunas={COLUNAS}
            rotulo="Solicitações de faturamento"
            carregando={lista.isPending}
            selecao={{ dataKey: 'faturamentoPedidoId', valor: selecao, onChange: setSelecao }}
            servidor={{
              total,
              page: filtros.page,
              perPage: filtros.perPage,
              onPagina: filtros.paginar,
              ordem,
              onOrdem: filtros.ordenar,
            }}
          />
        ) : (
          <CartoesDeSolicitacao rows={rows} vazia={lista.data !== undefined && rows.length === 0} selecao={selecao} onSelecao={setSelecao} />
        )}
      </ColunasDaLista>
      {visao === 'cartoes' && <CarregarMais mostrados={rows.length} total={total} carregando={lista.isFetching} onClick={filtros.carregarMais} />}
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

/** The requests as cards: the columns the list chose, each card's checkbox, and 'Colunas'. */
function CartoesDeSolicitacao(p: { rows: SolicitacaoRow[]; vazia: boolean; selecao: SolicitacaoRow[]; onSelecao: (s: SolicitacaoRow[]) => void }) {
  const { mostradas, escolha } = useColunasDaLista(COLUNAS);
  const marcado = (r: SolicitacaoRow) => p.selecao.some((s) => s.faturamentoPedidoId === r.faturamentoPedidoId);
  return (
    <>
      {escolha && (
        <div className="lista-ferramentas">
          <EscolhaDeColunas escolha={escolha} rotulo="Solicitações de faturamento" />
        </div>
      )}
      {p.vazia && <p className="empty">{msg.nenhumRegistro}</p>}
      <ul className="card-list" aria-label="Solicitações de faturamento">
        {p.rows.map((r) => (
          <li key={r.faturamentoPedidoId} className="list-card vehicle-card">
            <Checkbox
              checked={marcado(r)}
              onChange={() => p.onSelecao(marcado(r) ? p.selecao.filter((s) => s.faturamentoPedidoId !== r.faturamentoPedidoId) : [...p.selecao, r])}
              aria-label={`Selecionar ${r.pedido}`}
            />
            <CamposDoCartao colunas={mostradas} linha={r} />
          </li>
        ))}
      </ul>
    </>
  );
}
