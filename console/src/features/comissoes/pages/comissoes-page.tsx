import { useState } from 'react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { LISTA_STEPS_NF } from '@portal/contracts/comissoes/steps';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
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
import {
  FILTROS_VAZIOS,
  acaoEmLote,
  acoesDaLinha,
  corpoFiltros,
  podeSelecionarComissao,
  type FiltrosNotas,
  type LinhaComissao,
  type LinhaNota,
} from '../model.ts';

const POR_PAGINA = 10;
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
        <label htmlFor="f-numero">Nota fiscal</label>
        <InputText id="f-numero" keyfilter="int" value={valor.numeroNotaFiscal} onChange={(e) => set('numeroNotaFiscal', e.target.value)} />
      </span>
      <span className="campo">
        <label htmlFor="f-de">Data de</label>
        <Calendar
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
        <Calendar
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

function CarregarMais({ n, total, onMais }: { n: number; total: number; onMais(): void }) {
  return n >= POR_PAGINA && n < total ? <Button type="button" label="Carregar mais" text onClick={onMais} /> : null;
}

/**
 * /comission — Comissões e Notas Fiscais (spec 001 §2.10, §4.3, §5): Comissões (Atrelar Nota Fiscal for the selectable rows),
 * Notas Fiscais (the orders of an invoice, Motivo da reprovação, the bulk Aprovação de Vendas / Aprovação de Diretoria /
 * Pagamento Realizado and Reprovar Nota Fiscal, offered by the invoice machine for the signed-in role) and Relatório de Provisão
 * vs. Pagamento with Exportar.
 */
export default function ComissoesPage() {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const [filtros, setFiltros] = useState<FiltrosNotas>(FILTROS_VAZIOS);
  const [aplicados, setAplicados] = useState<FiltrosNotas>(FILTROS_VAZIOS);
  const [paginas, setPaginas] = useState({ comissoes: POR_PAGINA, notas: POR_PAGINA, provisao: POR_PAGINA });
  const [aba, setAba] = useState(0);
  const corpo = corpoFiltros(aplicados);
  const comissoes = useComissoes({ ...corpo, page: 1, per_page: paginas.comissoes });
  const notas = useNotas({ ...corpo, page: 1, per_page: paginas.notas });
  const provisao = useProvisao({ ...corpo, page: 1, per_page: paginas.provisao });
  const [selComissoes, setSelComissoes] = useState<LinhaComissao[]>([]);
  const [selNotas, setSelNotas] = useState<LinhaNota[]>([]);
  const [atrelando, setAtrelando] = useState(false);
  const [reprovando, setReprovando] = useState(false);
  const [motivoId, setMotivoId] = useState<number | null>(null);
  const [pedidosId, setPedidosId] = useState<number | null>(null);
  const alterar = useAlterarSteps();

  const buscar = () => {
    setSelComissoes([]);
    setSelNotas([]);
    setPaginas({ comissoes: POR_PAGINA, notas: POR_PAGINA, provisao: POR_PAGINA });
    setAplicados(filtros);
  };
  const limpar = () => {
    setFiltros(FILTROS_VAZIOS);
    setAplicados(FILTROS_VAZIOS);
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
            <DataTable
              value={comissoes.data?.rows ?? []}
              loading={comissoes.isFetching}
              dataKey="id"
              selectionMode="checkbox"
              selection={selComissoes}
              onSelectionChange={(e) => setSelComissoes(e.value as LinhaComissao[])}
              isDataSelectable={(e) => podeSelecionarComissao(e.data as LinhaComissao, actor)}
              emptyMessage={nfMsg.nenhumRegistro}
              size="small"
            >
              {editavel && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
              <Column header="Pedido VD" field="numeroPedidoVD" />
              <Column header="Pedido" field="codigoPedido" />
              <Column header="Chassi" field="chassi" />
              <Column header="Modelo" field="modelo" />
              <Column header="Derivativo" field="derivativo" />
              <Column header="Dealer" field="dealerComissao" />
              <Column header="Cliente" field="nomeCliente" />
              <Column header="Tipo de venda" field="tipoVenda" />
              <Column header="Preço especial" body={(r: LinhaComissao) => brl(r.precoEspecial)} />
              <Column header="Comissão" body={(r: LinhaComissao) => brl(r.valorComissao)} />
              <Column header="Data faturamento" body={(r: LinhaComissao) => r.dataFaturamento ?? '-'} />
              <Column header="NF-e" body={(r: LinhaComissao) => r.nfeComissao ?? '-'} />
              <Column header="Status" body={(r: LinhaComissao) => <span className={`nf-step nf-step-${r.stepId}`}>{r.status}</span>} />
            </DataTable>
          </div>
          <CarregarMais
            n={comissoes.data?.rows.length ?? 0}
            total={comissoes.data?.total ?? 0}
            onMais={() => setPaginas((p) => ({ ...p, comissoes: p.comissoes + POR_PAGINA }))}
          />
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
            <DataTable
              value={notas.data?.rows ?? []}
              loading={notas.isFetching}
              dataKey="id"
              selectionMode="checkbox"
              selection={selNotas}
              onSelectionChange={(e) => setSelNotas(e.value as LinhaNota[])}
              emptyMessage={nfMsg.nenhumRegistro}
              size="small"
            >
              {editavel && <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />}
              <Column header="Nota fiscal" field="numeroNotaFiscal" />
              <Column header="Data emissão" field="dataEmissao" />
              <Column header="Dealer" field="dealerComissao" />
              <Column header="Valor calculado" body={(r: LinhaNota) => brl(r.valorComissao)} />
              <Column header="Valor da nota" body={(r: LinhaNota) => brl(r.valorNotaFiscal)} />
              <Column header="Status" body={(r: LinhaNota) => <span className={`nf-step nf-step-${r.stepId}`}>{r.step}</span>} />
              <Column
                header="Avisos"
                body={(r: LinhaNota) =>
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
                  ) : null
                }
              />
              <Column
                header="Ações"
                body={(r: LinhaNota) => (
                  <>
                    <AcaoLinha icone="pi pi-eye" rotulo={`Pedidos da nota fiscal ${r.numeroNotaFiscal}`} dica="Pedidos" onClick={() => setPedidosId(r.id)} />
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
            </DataTable>
          </div>
          <CarregarMais
            n={notas.data?.rows.length ?? 0}
            total={notas.data?.total ?? 0}
            onMais={() => setPaginas((p) => ({ ...p, notas: p.notas + POR_PAGINA }))}
          />
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
            <DataTable value={provisao.data?.rows ?? []} loading={provisao.isFetching} dataKey="id" emptyMessage={nfMsg.nenhumRegistro} size="small">
              <Column header="Dealer" field="dealerComissao" />
              <Column header="Nota fiscal" field="numeroNotaFiscal" />
              <Column header="Data emissão" field="dataEmissao" />
              <Column header="Pedidos" field="pedidos" />
              <Column header="Status" field="step" />
              <Column header="Provisionado em" field="dataProvisionamento" />
              <Column header="Valor provisionado" body={(r: { valorProvisionado: number }) => brl(r.valorProvisionado)} />
              <Column header="Valor pago" body={(r: { valorPago: number }) => brl(r.valorPago)} />
              <Column header="Pago em" body={(r: { dataPagamento: string | null }) => r.dataPagamento ?? '---'} />
              <Column header="Saldo" body={(r: { saldo: number }) => brl(r.saldo)} />
            </DataTable>
          </div>
          <CarregarMais
            n={provisao.data?.rows.length ?? 0}
            total={provisao.data?.total ?? 0}
            onMais={() => setPaginas((p) => ({ ...p, provisao: p.provisao + POR_PAGINA }))}
          />
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
    </section>
  );
}
