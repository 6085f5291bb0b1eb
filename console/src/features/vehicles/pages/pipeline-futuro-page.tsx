import { useState } from 'react';
import { useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { STATUS_NOME, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ehAdmin, pode, todosPodem, useActor, type VeiculoRow } from '../model.ts';
import { useLista } from '../hooks/use-lista.ts';
import { useExportar } from '../hooks/use-exportar.ts';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import { FilteredList } from '../../../shared/filtered-list.tsx';
import { POR_PAGINA_CURTA } from '../../../shared/list-table-model.ts';
import { FILTROS_VAZIOS, VeiculoFilters, type Filtros, opcoesDaBarraVeiculo } from '../components/veiculo-filters.tsx';
import { DO_VEICULO, VeiculoList, colunas, selecaoSe } from '../components/veiculo-list.tsx';
import { SolicitarFaturamentoDialog } from '../components/solicitar-faturamento-dialog.tsx';
import { AcaoPipelineDialog } from '../components/acao-pipeline-dialog.tsx';
import { BloqueioParadosAviso, ehUsuarioDealer, useBloqueioParados } from '../../../shared/bloqueio-parados.tsx';

const CAMPOS = ['dealer', 'grupo', 'modelo', 'meses'] as const;
/** Administrator's status filter: Pocket, Pipeline Futuro, Bolsão, Consignado. */
const STATUS_ADMIN = [122, 120, 121, 10].map((s) => ({ id: s, nome: STATUS_NOME[s as StatusVeiculo] }));
const COLUNAS = colunas(...DO_VEICULO, { campo: 'dealerAtual', titulo: 'Dealer' }, 'statusDescricao', 'nsc', 'dataDisponibilidadeFormatada');
type Dialogo = 'disponibilizar' | 'nsc' | 'status' | 'faturar' | null;

/**
 * /vehiclepocket and /vehiclepocket/{tipo}: Pipeline Futuro. Administrators pick the pool (tab named by it);
 * dealers see 'PIPELINE FUTURO DEALER' (their pipeline and the Bolsão). tipo 'bolsao' is the Bolsão NSC list,
 * 1 the Bolsão, 0 the dealer's own pipeline.
 */
export default function PipelineFuturoPage() {
  const { tipo } = useParams();
  return <PipelineFuturo key={tipo ?? ''} tipo={tipo} />;
}

function PipelineFuturo({ tipo }: { tipo: string | undefined }) {
  const actor = useActor();
  const admin = ehAdmin(actor);
  const { editavel } = useScreenPermission();
  const statusInicial = tipo === 'bolsao' || tipo === '1' ? 121 : admin ? 122 : null;
  const iniciais: Filtros = { ...FILTROS_VAZIOS, status: statusInicial !== null ? [statusInicial] : [] };
  const extra = (f: Filtros) => ({
    jaguar: true,
    landrover: true,
    ...(f.status.length ? { status: f.status } : {}),
    ...(tipo === 'bolsao' ? { nsc: true } : {}),
    ...(tipo === '0' ? { meus: true } : {}),
  });
  const lista = useLista('veiculos/bolsao/listar', iniciais, CAMPOS, extra, { porPagina: POR_PAGINA_CURTA, lista: `vehiclepocket.${tipo ?? 'todos'}` });
  const { exportando, exportar } = useExportar();
  const [selecao, setSelecao] = useState<VeiculoRow[]>([]);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  // the stalled-vehicle pop-up (spec §2.12): a dealer's billing request (acquire) is blocked here too, as on the server
  const bloqueio = useBloqueioParados(ehUsuarioDealer(actor));
  const f = lista.filtros.rascunho;
  const aplicado = lista.filtros.aplicados.status[0];
  const titulo = admin ? (aplicado !== undefined ? STATUS_NOME[aplicado as StatusVeiculo] : 'Pipeline Futuro').toUpperCase() : 'PIPELINE FUTURO DEALER';

  const abrir = (m: Dialogo) => {
    if (selecao.length === 0) {
      toast.warn(vmsg.selecioneVeiculo);
      return;
    }
    setDialogo(m);
  };
  const fechar = (limpar: boolean) => {
    setDialogo(null);
    if (limpar) setSelecao([]);
  };
  const todosNsc = selecao.length > 0 && selecao.every((v) => v.nsc);
  const grupoDe = (v: VeiculoRow) => actor?.concessionariaGrupoId ?? v.GrupoDealerId ?? 0;
  const podeAdquirir =
    selecao.length > 0 &&
    selecao.every((v) =>
      pode(actor, v, 'FaturamentoSolicitado', {
        categoria: 'estoque',
        dealerSolicitanteId: actor?.concessionariaId ?? 0,
        dealerSolicitanteGrupoId: grupoDe(v),
      }),
    );

  // while stalled stock blocks new requests, only the stalled vehicles themselves may be billed (none of them is in the pipeline)
  const faturarBloqueado = bloqueio.bloqueado && !(selecao.length > 0 && selecao.every((v) => bloqueio.parados.has(v.id)));

  return (
    <section className="vehicles-page">
      {bloqueio.bloqueado && <BloqueioParadosAviso pendentes={bloqueio.pendentes} motivo={vmsg.bloqueioParadosFaturamento(bloqueio.pendentes[0]!.chassi)} />}
      <TabView>
        <TabPanel header={titulo}>
          <FilteredList
            filtros={lista.filtros}
            opcoesDaBarra={opcoesDaBarraVeiculo(lista.filtros)}
            ordenavel
            consulta={lista.consulta}
            onBuscar={() => {
              setSelecao([]);
              lista.filtros.buscar();
            }}
            exportando={exportando}
            onExportar={
              admin ? () => exportar('POST', 'relatorios/pipeline-futuro', { body: lista.corpoFiltros, fallback: 'Relatorio Pipeline Futuro' }) : undefined
            }
            barraFiltros={(p) => (
              <VeiculoFilters
                {...p}
                campos={CAMPOS}
                extras={
                  admin && (
                    <DropdownFiltro
                      rotulo="Status"
                      valor={f.status[0] ?? null}
                      opcoes={STATUS_ADMIN}
                      onChange={(v) => lista.filtros.setRascunho({ ...f, status: v == null ? [] : [v] })}
                    />
                  )
                }
              />
            )}
            acoes={
              editavel && {
                toolbar: true,
                texto: selecao.length ? `${selecao.length} selecionado(s)` : '',
                botoes: (
                  <>
                    {admin && (
                      <Button
                        label="Disponibilizar ao Dealer"
                        icon="pi pi-send"
                        size="small"
                        disabled={
                          selecao.length > 0 && !todosPodem(actor, selecao, 'DisponibilizadoAoDealer', { concessionariaId: 1, concessionariaGrupoId: 1 })
                        }
                        onClick={() => abrir('disponibilizar')}
                      />
                    )}
                    {admin && (
                      <Button
                        label={todosNsc ? 'Remover do Bolsão NSC' : 'Mover para Bolsão NSC'}
                        icon="pi pi-star"
                        size="small"
                        outlined
                        disabled={selecao.length > 0 && !todosPodem(actor, selecao, 'NscAlterado', { nsc: !todosNsc })}
                        onClick={() => abrir('nsc')}
                      />
                    )}
                    {admin && (
                      <Button
                        label="Alterar status"
                        icon="pi pi-sync"
                        size="small"
                        outlined
                        disabled={selecao.length > 0 && !todosPodem(actor, selecao, 'StatusPipelineAlterado', { destino: 122 })}
                        onClick={() => abrir('status')}
                      />
                    )}
                    {!admin && (
                      <Button
                        label="Solicitar Faturamento"
                        icon="pi pi-dollar"
                        size="small"
                        disabled={faturarBloqueado || (selecao.length > 0 && !podeAdquirir)}
                        onClick={() => abrir('faturar')}
                      />
                    )}
                  </>
                ),
              }
            }
            lista={(p) => <VeiculoList {...p} colunas={COLUNAS} {...selecaoSe(editavel, selecao, setSelecao)} detalhes rotulo="Pipeline Futuro" />}
          />
        </TabPanel>
      </TabView>
      <SolicitarFaturamentoDialog
        veiculos={dialogo === 'faturar' ? selecao : null}
        dealerPadrao={actor?.concessionariaId ?? null}
        onClose={(feito) => fechar(feito)}
      />
      <AcaoPipelineDialog
        acao={dialogo === 'disponibilizar' || dialogo === 'nsc' || dialogo === 'status' ? dialogo : null}
        veiculos={selecao}
        todosNsc={todosNsc}
        onClose={fechar}
      />
    </section>
  );
}
