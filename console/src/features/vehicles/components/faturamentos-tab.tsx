import { useState } from 'react';
import { Button } from 'primereact/button';
import { STATUS_FATURAMENTO_ABERTO, STATUS_NOME, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ehAdmin, pode, todosPodem, useActor, type VeiculoRow } from '../model.ts';
import { useLista } from '../hooks/use-lista.ts';
import { useExportar } from '../hooks/use-exportar.ts';
import { BloqueioParadosAviso, ehUsuarioDealer, useBloqueioParados } from '../../../shared/bloqueio-parados.tsx';
import { useTrocaBloquear } from '../hooks/use-troca-bloquear.ts';
import { useCancelarSolicitacao } from '../hooks/use-cancelar-solicitacao.ts';
import { useAlterarStatus } from '../hooks/use-alterar-status.ts';
import { MultiSelectFiltro } from '../../../shared/filter-fields.tsx';
import { FilteredList } from '../../../shared/filtered-list.tsx';
import { FILTROS_VAZIOS, VeiculoFilters, type Filtros, opcoesDaBarraVeiculo } from './veiculo-filters.tsx';
import { VeiculoList, colunas, selecaoSe } from './veiculo-list.tsx';
import { NovaAlocacaoDialog } from './nova-alocacao-dialog.tsx';
import { MoverPipelineDialog } from './mover-pipeline-dialog.tsx';
import { SolicitarFaturamentoDialog } from './solicitar-faturamento-dialog.tsx';
import { ConfirmarVeiculosDialog } from './confirmar-veiculos-dialog.tsx';
import { mostrarResultados } from './resultados.ts';

const CAMPOS = ['dealer', 'grupo', 'modelo', 'periodo', 'marcas'] as const;
const STATUS_ABERTO = STATUS_FATURAMENTO_ABERTO.map((s) => ({ id: s, nome: STATUS_NOME[s as StatusVeiculo] }));
const COLUNAS = colunas(
  'pedido',
  'chassi',
  'modelo',
  'descricaoVeiculo',
  'my',
  'corExterna',
  'dealerAtual',
  'statusDescricao',
  'tipoVendaFaturamento',
  'dataDisponibilidadeFormatada',
  'BloqueadoTroca',
);
const COLUNAS_FECHADO = [...COLUNAS.slice(0, 8), ...colunas('notaFiscal', 'dataDeFaturamento')];

type Dialogo = 'alocar' | 'pipeline' | 'faturar' | 'cancelarSolicitacao' | 'bloquearTroca' | 'desbloquearTroca' | null;

/** Faturamentos Abertos (0) and Faturamentos fechados (1): filters, selection, the icon actions and their dialogs. */
export function FaturamentosTab({ fechado }: { fechado: boolean }) {
  const actor = useActor();
  const admin = ehAdmin(actor);
  const { editavel } = useScreenPermission();
  const extra = (f: Filtros) => (fechado ? { status: [2] } : f.status.length ? { status: f.status } : {});
  const lista = useLista('veiculos/faturamentos/listar', FILTROS_VAZIOS, CAMPOS, extra, {
    lista: fechado ? 'distribuition.fechados' : 'distribuition.abertos',
  });
  const { exportando, exportar } = useExportar();
  const [selecao, setSelecao] = useState<VeiculoRow[]>([]);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const bloqueio = useBloqueioParados(ehUsuarioDealer(actor) && !fechado);
  const motivoBloqueio = bloqueio.bloqueado ? vmsg.bloqueioParadosFaturamento(bloqueio.pendentes[0]!.chassi) : null;
  const bloquear = useTrocaBloquear();
  const cancelarSol = useCancelarSolicitacao();
  const alterar = useAlterarStatus();
  const f = lista.filtros.rascunho;

  const rotulo = (id: number) => selecao.find((v) => v.id === id)?.pedido ?? String(id);
  const fechar = (limpar = true) => {
    setDialogo(null);
    if (limpar) setSelecao([]);
  };
  const grupoDe = (v: VeiculoRow) => actor?.concessionariaGrupoId ?? v.GrupoDealerId ?? 0;
  const podeFaturar =
    selecao.length > 0 &&
    selecao.every((v) =>
      pode(actor, v, 'FaturamentoSolicitado', {
        categoria: 'estoque',
        dealerSolicitanteId: actor?.concessionariaId ?? v.concessionariaId ?? 0,
        dealerSolicitanteGrupoId: grupoDe(v),
      }),
    );
  // while stalled stock blocks new requests, only the stalled vehicles themselves may be billed (the server's rule)
  const faturarBloqueado = bloqueio.bloqueado && !selecao.every((v) => bloqueio.parados.has(v.id));
  const acoes = {
    faturar: podeFaturar && !faturarBloqueado,
    alocar: todosPodem(actor, selecao, 'VeiculoAlocado'),
    pipeline: todosPodem(actor, selecao, 'MovidoParaPipeline', { destino: 122 }),
    trocar: todosPodem(actor, selecao, 'DisponibilizadoParaTroca'),
    bloqueioTroca: todosPodem(actor, selecao, 'BloqueioTrocaAlterado', { bloqueado: true }),
    cancelarSolicitacao: admin && selecao.length > 0,
  };
  const pedirCancelamento = () => {
    if (!selecao.every((v) => v.status === 1)) {
      toast.error(vmsg.statusDiferenteFaturamentoSolicitado);
      return;
    }
    setDialogo('cancelarSolicitacao');
  };
  const trocar = () =>
    alterar.mutate({ veiculoId: selecao.map((v) => v.id), status: 11 }, { onSuccess: (rs) => mostrarResultados(rs, rotulo) && setSelecao([]) });

  return (
    <>
      {motivoBloqueio && <BloqueioParadosAviso pendentes={bloqueio.pendentes} motivo={motivoBloqueio} />}
      <FilteredList
        filtros={lista.filtros}
        opcoesDaBarra={opcoesDaBarraVeiculo(lista.filtros)}
        ordenavel
        consulta={lista.consulta}
        barraFiltros={(p) => (
          <VeiculoFilters
            {...p}
            campos={CAMPOS}
            extras={
              !fechado && (
                <MultiSelectFiltro rotulo="Status" valor={f.status} opcoes={STATUS_ABERTO} onChange={(v) => lista.filtros.setRascunho({ ...f, status: v })} />
              )
            }
          />
        )}
        exportando={exportando}
        onExportar={() =>
          exportar('GET', 'relatorios/distribuicao', {
            query: lista.corpoFiltros as never,
            fallback: fechado ? 'Relatorio Distribuicao Fechado' : 'Relatorio Distribuicao Aberto',
          })
        }
        acoes={
          editavel && {
            toolbar: true,
            texto: selecao.length ? `${selecao.length} selecionado(s)` : 'Selecione veículos para agir',
            botoes: (
              <>
                {!fechado && (
                  <Button
                    label="Solicitar Faturamento"
                    icon="pi pi-dollar"
                    size="small"
                    tooltip={faturarBloqueado && motivoBloqueio ? motivoBloqueio : 'Tipo de Venda'}
                    tooltipOptions={{ showOnDisabled: true }}
                    disabled={!acoes.faturar}
                    onClick={() => setDialogo('faturar')}
                  />
                )}
                {!fechado && admin && (
                  <Button label="Nova Alocação" icon="pi pi-send" size="small" outlined disabled={!acoes.alocar} onClick={() => setDialogo('alocar')} />
                )}
                {!fechado && (
                  <Button
                    label="Mover para Pipeline Futuro"
                    icon="pi pi-arrow-right"
                    size="small"
                    outlined
                    disabled={!acoes.pipeline}
                    onClick={() => setDialogo('pipeline')}
                  />
                )}
                {!fechado && <Button label="Trocar" icon="pi pi-sync" size="small" outlined disabled={!acoes.trocar} onClick={trocar} />}
                <Button
                  label="Bloqueio de troca"
                  icon="pi pi-lock"
                  size="small"
                  outlined
                  disabled={!acoes.bloqueioTroca}
                  onClick={() => setDialogo('bloquearTroca')}
                />
                <Button
                  label="Desbloquear troca"
                  icon="pi pi-lock-open"
                  size="small"
                  outlined
                  disabled={!acoes.bloqueioTroca}
                  onClick={() => setDialogo('desbloquearTroca')}
                />
                {!fechado && admin && (
                  <Button
                    label="Cancelar Solicitação"
                    icon="pi pi-times"
                    size="small"
                    outlined
                    severity="danger"
                    disabled={!acoes.cancelarSolicitacao}
                    onClick={pedirCancelamento}
                  />
                )}
              </>
            ),
          }
        }
        lista={(p) => (
          <VeiculoList
            {...p}
            colunas={fechado ? COLUNAS_FECHADO : COLUNAS}
            {...selecaoSe(editavel, selecao, setSelecao)}
            selecionavel={(r) => admin || r.permitidoFaturar === 1 || fechado}
            detalhes
            rotulo={fechado ? 'Faturamentos fechados' : 'Faturamentos abertos'}
          />
        )}
      >
        <NovaAlocacaoDialog veiculos={dialogo === 'alocar' ? selecao : null} onClose={(feito) => fechar(feito)} />
        <MoverPipelineDialog veiculos={dialogo === 'pipeline' ? selecao : null} admin={admin} onClose={() => fechar()} />
        <SolicitarFaturamentoDialog
          veiculos={dialogo === 'faturar' ? selecao : null}
          dealerPadrao={actor?.concessionariaId ?? null}
          onClose={(feito) => fechar(feito)}
        />
        <ConfirmarVeiculosDialog
          titulo="Cancelar Solicitação"
          veiculos={selecao}
          visivel={dialogo === 'cancelarSolicitacao'}
          confirmar="Cancelar Solicitação"
          onClose={() => fechar(false)}
          onConfirmar={() => cancelarSol.mutate({ veiculoId: selecao.map((v) => v.id) }, { onSuccess: (rs) => mostrarResultados(rs, rotulo) && fechar() })}
        />
        <ConfirmarVeiculosDialog
          titulo={dialogo === 'desbloquearTroca' ? 'Desbloquear troca' : 'Bloqueio de troca'}
          veiculos={selecao}
          visivel={dialogo === 'bloquearTroca' || dialogo === 'desbloquearTroca'}
          confirmar={dialogo === 'desbloquearTroca' ? 'Desbloquear' : 'Bloquear'}
          onClose={() => fechar(false)}
          onConfirmar={() =>
            bloquear.mutate(
              { bloquearTroca: dialogo === 'bloquearTroca', veiculosBloquear: selecao.map((v) => v.id) },
              { onSuccess: (rs) => mostrarResultados(rs, rotulo) && fechar() },
            )
          }
        />
      </FilteredList>
    </>
  );
}
