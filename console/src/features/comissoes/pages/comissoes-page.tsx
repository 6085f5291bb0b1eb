import { useState } from 'react';
import { OPCOES_PRAZO, PrazoCelula } from '../../../shared/prazo.tsx';
import { Button } from 'primereact/button';
import { Calendario } from '../../../shared/calendario.tsx';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import type { PaginaProvisao } from '@portal/contracts/comissoes/schemas';
import { LISTA_STEPS_NF } from '@portal/contracts/comissoes/steps';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { DialogoHistorico } from '../../../shared/historico.tsx';
import { ListTable, type PaginacaoServidor } from '../../../shared/list-table.tsx';
import { POR_PAGINA_PADRAO, colunasDosCampos, type ColunaTabela } from '../../../shared/list-table-model.ts';
import { Formulario } from '../../../shared/formulario.tsx';
import { Selecao } from '../../../shared/selecao.tsx';
import { useActor } from '../../../shared/actor.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { downloadXlsx, useExportacao } from '../../../shared/download.ts';
import { formatBRL } from '../../../shared/lines.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useAlterarSteps } from '../hooks/use-alterar-steps.ts';
import { useComissoes, useNotas, useProvisao } from '../hooks/use-listas.ts';
import { AtrelarDialog } from '../components/atrelar-dialog.tsx';
import { MotivoDialog, PedidosDialog, ReprovarDialog } from '../components/nota-dialogs.tsx';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { VisoesSalvas } from '../../../shared/visoes-salvas.tsx';
import { ColunasDaLista } from '../../../shared/escolha-de-colunas.tsx';
import {
  FILTROS_VAZIOS,
  acaoEmLote,
  acoesDaLinha,
  corpoFiltros,
  corpoNotas,
  podeSelecionarComissao,
  type FiltrosNotas,
  type LinhaComissao,
  type LinhaNota,
} from '../model.ts';

const brl = (v: number | null) => formatBRL(v);

/** The filter bar (spec §2.10): orders, chassis, status desired, invoice number, date from/to (weekends disabled). */
function Filtros({ valor, onChange, onBuscar, onLimpar }: { valor: FiltrosNotas; onChange(f: FiltrosNotas): void; onBuscar(): void; onLimpar(): void }) {
  const set = <K extends keyof FiltrosNotas>(k: K, v: FiltrosNotas[K]) => onChange({ ...valor, [k]: v });
  return (
    <Formulario className="filter-bar comissoes-filtros" rotulo="Filtros" onEnviar={onBuscar}>
      <span className="campo">
        <label htmlFor="f-pedido">Pedido</label>
        <InputTextarea id="f-pedido" rows={1} autoResize value={valor.pedido} onChange={(e) => set('pedido', e.target.value)} />
      </span>
      <span className="campo">
        <label htmlFor="f-chassi">Chassi</label>
        <InputTextarea id="f-chassi" rows={1} autoResize value={valor.chassi} onChange={(e) => set('chassi', e.target.value)} />
      </span>
      <span className="campo">
        <label htmlFor="f-status">Status desejado</label>
        <Selecao id="f-status" valor={valor.steps} opcoes={LISTA_STEPS_NF} placeholder="Todos" limpar onChange={(v) => set('steps', v)} />
      </span>
      <span className="campo">
        <label htmlFor="f-prazo">Prazo (notas fiscais)</label>
        <Selecao id="f-prazo" valor={valor.prazo} opcoes={OPCOES_PRAZO} placeholder="Todos" limpar onChange={(v) => set('prazo', v)} />
      </span>
      <span className="campo">
        <label htmlFor="f-numero">Nota fiscal</label>
        <InputText id="f-numero" keyfilter="int" value={valor.numeroNotaFiscal} onChange={(e) => set('numeroNotaFiscal', e.target.value)} />
      </span>
      <span className="campo">
        <label htmlFor="f-de">Data de</label>
        <Calendario
          inputId="f-de"
          value={valor.dataDe}
          onChange={(e) => set('dataDe', (e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          disabledDays={[0, 6]}
          showIcon
          showButtonBar
        />
      </span>
      <span className="campo">
        <label htmlFor="f-ate">Data até</label>
        <Calendario
          inputId="f-ate"
          value={valor.dataAte}
          onChange={(e) => set('dataAte', (e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          disabledDays={[0, 6]}
          minDate={valor.dataDe ?? undefined}
          showIcon
          showButtonBar
        />
      </span>
      <Button type="submit" label="Buscar" icon="pi pi-search" />
      <Button type="button" icon="pi pi-filter-slash" outlined aria-label="Limpar filtros" tooltip="Limpar filtros" onClick={onLimpar} />
    </Formulario>
  );
}

const COLUNAS_COMISSOES: ColunaTabela<LinhaComissao>[] = [
  ...colunasDosCampos<LinhaComissao>([
    ['Pedido VD', 'numeroPedidoVD'],
    ['Pedido', 'codigoPedido'],
    ['Chassi', 'chassi'],
    ['Modelo', 'modelo'],
    ['Derivativo', 'derivativo'],
    ['Dealer', 'dealerComissao'],
    ['Cliente', 'nomeCliente'],
    ['Tipo de venda', 'tipoVenda'],
  ]),
  { titulo: 'Preço especial', valor: (r) => brl(r.precoEspecial) },
  { titulo: 'Comissão', valor: (r) => brl(r.valorComissao) },
  { titulo: 'Data faturamento', valor: (r) => r.dataFaturamento },
  { titulo: 'NF-e', valor: (r) => r.nfeComissao },
  { titulo: 'Status', valor: (r) => <span className={`nf-step nf-step-${r.stepId}`}>{r.status}</span> },
];

const COLUNAS_NOTAS: ColunaTabela<LinhaNota>[] = [
  { titulo: 'Nota fiscal', valor: (r) => r.numeroNotaFiscal },
  { titulo: 'Data emissão', valor: (r) => r.dataEmissao },
  { titulo: 'Dealer', valor: (r) => r.dealerComissao },
  { titulo: 'Valor calculado', valor: (r) => brl(r.valorComissao) },
  { titulo: 'Valor da nota', valor: (r) => brl(r.valorNotaFiscal) },
  { titulo: 'Status', valor: (r) => <span className={`nf-step nf-step-${r.stepId}`}>{r.step}</span> },
  // the approval step's deadline (conf17), late ones tagged
  { titulo: 'Prazo', valor: (r) => <PrazoCelula prazo={r.prazo ?? null} /> },
  {
    titulo: 'Avisos',
    valor: (r) =>
      r.avisos?.length ? (
        <Button
          icon="pi pi-exclamation-triangle"
          severity="warning"
          rounded
          text
          size="small"
          aria-label={`Avisos do atrelamento da nota fiscal ${r.numeroNotaFiscal}: ${r.avisos.join(' ')}`}
          tooltip={r.avisos.join('\n')}
          onClick={() => r.avisos.forEach((a) => toast.warn(a))}
        />
      ) : null,
  },
];

type LinhaProvisao = PaginaProvisao['rows'][number];
const COLUNAS_PROVISAO: ColunaTabela<LinhaProvisao>[] = [
  ...colunasDosCampos<LinhaProvisao>([
    ['Dealer', 'dealerComissao'],
    ['Nota fiscal', 'numeroNotaFiscal'],
    ['Data emissão', 'dataEmissao'],
    ['Pedidos', 'pedidos'],
    ['Status', 'step'],
    ['Provisionado em', 'dataProvisionamento'],
  ]),
  { titulo: 'Valor provisionado', valor: (r) => brl(r.valorProvisionado) },
  { titulo: 'Valor pago', valor: (r) => brl(r.valorPago) },
  { titulo: 'Pago em', valor: (r) => r.dataPagamento ?? '---' },
  { titulo: 'Saldo', valor: (r) => brl(r.saldo) },
];

const PRIMEIRAS = {
  comissoes: { page: 1, perPage: POR_PAGINA_PADRAO },
  notas: { page: 1, perPage: POR_PAGINA_PADRAO },
  provisao: { page: 1, perPage: POR_PAGINA_PADRAO },
};
type Aba = keyof typeof PRIMEIRAS;

/**
 * /comission — Comissões e Notas Fiscais (spec 001 §2.10, §4.3, §5): Comissões (Atrelar Nota Fiscal for the selectable rows),
 * Notas Fiscais (the orders of an invoice, Motivo da reprovação, the bulk Aprovação de Vendas / Aprovação de Diretoria /
 * Pagamento Realizado and Reprovar Nota Fiscal, offered by the invoice machine for the signed-in role) and Relatório de Provisão
 * vs. Pagamento with Exportar.
 */
export default function ComissoesPage() {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  // the filters the three tabs share (in the address, with the saved views of the screen); each tab pages on its own
  const estado = useFiltros<FiltrosNotas>(FILTROS_VAZIOS, POR_PAGINA_PADRAO, { lista: 'comission' });
  const { rascunho: filtros, setRascunho: setFiltros, aplicados } = estado;
  const [paginas, setPaginas] = useState(PRIMEIRAS);
  const [aba, setAba] = useState(0);
  const corpo = corpoFiltros(aplicados);
  const pagina = (a: Aba) => ({ page: paginas[a].page, per_page: paginas[a].perPage });
  const comissoes = useComissoes({ ...corpo, ...pagina('comissoes') });
  const notas = useNotas({ ...corpoNotas(aplicados), ...pagina('notas') });
  const provisao = useProvisao({ ...corpo, ...pagina('provisao') });
  /** a tab's paginator over the server's pages */
  const servidor = (a: Aba, total: number | undefined): PaginacaoServidor => ({
    total: total ?? 0,
    ...paginas[a],
    onPagina: (page, perPage) => setPaginas((p) => ({ ...p, [a]: { page, perPage } })),
  });
  const [selComissoes, setSelComissoes] = useState<LinhaComissao[]>([]);
  const [selNotas, setSelNotas] = useState<LinhaNota[]>([]);
  const [atrelando, setAtrelando] = useState(false);
  const [reprovando, setReprovando] = useState(false);
  const [motivoId, setMotivoId] = useState<number | null>(null);
  const [pedidosId, setPedidosId] = useState<number | null>(null);
  const [historicoId, setHistoricoId] = useState<number | null>(null);
  const alterar = useAlterarSteps();

  const buscar = () => {
    setSelComissoes([]);
    setSelNotas([]);
    setPaginas(PRIMEIRAS);
    estado.buscar();
  };
  const limpar = () => {
    estado.limpar();
    setPaginas(PRIMEIRAS);
    setSelComissoes([]);
    setSelNotas([]);
  };
  const mover = (steps: number, comentario?: string) =>
    alterar.mutate(
      { ids: selNotas.map((n) => n.id), steps, ...(comentario ? { comentario } : {}) },
      {
        onSuccess: (r) => {
          toast.success(r.mensagem);
          setSelNotas([]);
          setReprovando(false);
        },
        onError: (e) => toast.error(e instanceof ApiError ? (e.errors[0] ?? e.message) : nfMsg.falhaLista),
      },
    );
  const { exportando, exportar } = useExportacao(() =>
    downloadXlsx('POST', 'notas/fiscais/provisaoPagamento/exportar', { body: corpo, fallback: 'Relatorio_Provisao_vs_Pagamento' }),
  );

  const lote = editavel ? acaoEmLote(selNotas, actor) : null;
  const podeReprovar = editavel && selNotas.length === 1 && acoesDaLinha(selNotas[0]!, actor).reprovar;
  const erro = (q: { isError: boolean }) => (q.isError ? <Message severity="error" text={nfMsg.falhaLista} /> : null);

  return (
    <section className="vehicles-page comissoes-page" aria-label="Comissões e Notas Fiscais">
      <h1>Comissões e Notas Fiscais</h1>
      <VisoesSalvas filtros={estado} />
      <Filtros valor={filtros} onChange={setFiltros} onBuscar={buscar} onLimpar={limpar} />
      <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)}>
        <TabPanel header="Comissões">
          {erro(comissoes)}
          <div className="toolbar">
            {editavel && (
              <Button
                type="button"
                label="Atrelar Nota Fiscal"
                icon="pi pi-paperclip"
                onClick={() => (selComissoes.length ? setAtrelando(true) : toast.warn(nfMsg.necessarioPedidos))}
              />
            )}
            {selComissoes.length > 0 && <span className="muted">{selComissoes.length} comissão(ões) selecionada(s)</span>}
          </div>
          <div role="region" aria-label="Lista de comissões">
            <ColunasDaLista filtros={estado} prefixo="comissoes">
              <ListTable
                rows={comissoes.data?.rows ?? []}
                colunas={COLUNAS_COMISSOES}
                rotulo="Comissões"
                carregando={comissoes.isFetching}
                servidor={servidor('comissoes', comissoes.data?.total)}
                selecao={
                  editavel
                    ? { dataKey: 'id', valor: selComissoes, onChange: setSelComissoes, selecionavel: (r) => podeSelecionarComissao(r, actor) }
                    : undefined
                }
              />
            </ColunasDaLista>
          </div>
        </TabPanel>
        <TabPanel header="Notas Fiscais">
          {erro(notas)}
          <div className="toolbar">
            {lote && 'erro' in lote && <Message severity="warn" text={lote.erro} />}
            {lote && 'nome' in lote && (
              <Button type="button" label={lote.nome} icon="pi pi-check" loading={alterar.isPending} onClick={() => mover(lote.para)} />
            )}
            {podeReprovar && (
              <Button type="button" label="Reprovar Nota Fiscal" icon="pi pi-times" severity="danger" outlined onClick={() => setReprovando(true)} />
            )}
            {selNotas.length > 0 && <span className="muted">{selNotas.length} nota(s) selecionada(s)</span>}
          </div>
          <div role="region" aria-label="Lista de notas fiscais">
            <ColunasDaLista filtros={estado} prefixo="notas">
              <ListTable
                rows={notas.data?.rows ?? []}
                colunas={COLUNAS_NOTAS}
                rotulo="Notas fiscais"
                carregando={notas.isFetching}
                servidor={servidor('notas', notas.data?.total)}
                selecao={editavel ? { dataKey: 'id', valor: selNotas, onChange: setSelNotas } : undefined}
                acoes={(r) => (
                  <>
                    <AcaoLinha icone="pi pi-eye" rotulo={`Pedidos da nota fiscal ${r.numeroNotaFiscal}`} dica="Pedidos" onClick={() => setPedidosId(r.id)} />
                    <AcaoLinha
                      icone="pi pi-history"
                      rotulo={`Histórico da nota fiscal ${r.numeroNotaFiscal}`}
                      dica="Histórico"
                      onClick={() => setHistoricoId(r.id)}
                    />
                    {r.stepId === 5 && (
                      <AcaoLinha
                        icone="pi pi-comment"
                        rotulo={`Motivo da reprovação da nota fiscal ${r.numeroNotaFiscal}`}
                        dica="Motivo da reprovação"
                        onClick={() => setMotivoId(r.id)}
                      />
                    )}
                  </>
                )}
              />
            </ColunasDaLista>
          </div>
        </TabPanel>
        <TabPanel header="Relatório de Provisão vs. Pagamento">
          {erro(provisao)}
          <div className="toolbar">
            <Button type="button" label="Exportar" icon="pi pi-file-excel" outlined loading={exportando} onClick={() => void exportar()} />
            {provisao.data && (
              <span className="muted" aria-label="Totais">
                Provisionado {brl(provisao.data.totais.provisionado)} · Pago {brl(provisao.data.totais.pago)} · Saldo {brl(provisao.data.totais.saldo)}
              </span>
            )}
          </div>
          <div role="region" aria-label="Provisão vs. pagamento">
            <ColunasDaLista filtros={estado} prefixo="provisao">
              <ListTable
                rows={provisao.data?.rows ?? []}
                colunas={COLUNAS_PROVISAO}
                rotulo="Relatório de Provisão vs. Pagamento"
                carregando={provisao.isFetching}
                servidor={servidor('provisao', provisao.data?.total)}
              />
            </ColunasDaLista>
          </div>
        </TabPanel>
      </TabView>
      <AtrelarDialog
        selecao={selComissoes}
        aberto={atrelando}
        onClose={(ok) => {
          setAtrelando(false);
          if (ok) setSelComissoes([]);
        }}
      />
      <ReprovarDialog aberto={reprovando} ocupado={alterar.isPending} onReprovar={(c) => mover(5, c)} onClose={() => setReprovando(false)} />
      <MotivoDialog id={motivoId} onClose={() => setMotivoId(null)} />
      <PedidosDialog id={pedidosId} onClose={() => setPedidosId(null)} />
      <DialogoHistorico tipo="nota-fiscal" id={historicoId} titulo="Histórico da nota fiscal" onClose={() => setHistoricoId(null)} />
    </section>
  );
}
