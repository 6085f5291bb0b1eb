import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { todosPodem, useActor, type VeiculoRow } from '../model.ts';
import { useLista } from '../hooks/use-lista.ts';
import { useAlterarStatus } from '../hooks/use-alterar-status.ts';
import { useCancelarPedidos } from '../hooks/use-cancelar.ts';
import { useLiberarPedidos } from '../hooks/use-liberar-pedidos.ts';
import { FilteredList } from '../../../shared/filtered-list.tsx';
import { FILTROS_VAZIOS, VeiculoFilters, opcoesDaBarraVeiculo } from './veiculo-filters.tsx';
import { VeiculoList, selecaoSe } from './veiculo-list.tsx';
import { ConfirmarVeiculosDialog } from './confirmar-veiculos-dialog.tsx';
import { falhaGenerica, mostrarResultados } from './resultados.ts';

const CAMPOS = ['dealer', 'modelo', 'derivativo', 'anoModelo'] as const;
type Acao = 'bloquear' | 'cancelar' | 'liberar' | null;

/** AVISO_VENDA_DIRETA: the spec says the cancel warning tells that an open direct-sales order is cancelled too (text not given). */
export const AVISO_VENDA_DIRETA = 'Atenção: se houver pedido aberto no módulo de Venda Direta para este veículo, ele também será cancelado.';

/** 'Liberação / Bloqueio ou Cancelamento de Pedido' (Faturamento tab 2, administrators). */
export function LiberacaoBloqueioTab() {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const lista = useLista('veiculos/pedidos/listar', FILTROS_VAZIOS, CAMPOS, undefined, { lista: 'distribuition.liberacao' });
  const [selecao, setSelecao] = useState<VeiculoRow[]>([]);
  const [acao, setAcao] = useState<Acao>(null);
  const [motivo, setMotivo] = useState('');
  const bloquear = useAlterarStatus();
  const cancelar = useCancelarPedidos();
  const liberar = useLiberarPedidos();
  const rotulo = (id: number) => selecao.find((v) => v.id === id)?.pedido ?? String(id);
  const fechar = (limpar: boolean) => {
    setAcao(null);
    setMotivo('');
    if (limpar) setSelecao([]);
  };
  const depois = {
    onSuccess: (rs: { id: number; status: number; descricao: string }[]) => fechar(mostrarResultados(rs, rotulo) || true),
    onError: () => fechar(false),
  };
  const confirmar = () => {
    const ids = selecao.map((v) => v.id);
    const m = motivo.trim() || null;
    if (acao === 'bloquear') bloquear.mutate({ veiculoId: ids, status: 5, motivo: m }, depois);
    if (acao === 'cancelar') cancelar.mutate({ ids, motivo: m }, depois);
    if (acao === 'liberar')
      liberar.mutate(
        { veiculoIds: ids, motivo: m },
        {
          onSuccess: (r) => {
            const erros = r.resultados.filter((x) => x.status === 0);
            erros.forEach((e) => toast.error(`${rotulo(e.id)}: ${e.descricao}`));
            if (erros.length < r.resultados.length) toast.success(r.message);
            else if (!erros.length) falhaGenerica();
            fechar(true);
          },
          onError: () => fechar(false),
        },
      );
  };
  const titulos = {
    bloquear: ['Bloquear Pedido', 'Bloquear'],
    cancelar: ['Cancelar Pedido', 'Cancelar Pedido'],
    liberar: ['Liberar Pedido(s)', 'Liberar'],
  } as const;
  return (
    <FilteredList
      filtros={lista.filtros}
      opcoesDaBarra={opcoesDaBarraVeiculo(lista.filtros)}
      ordenavel
      consulta={lista.consulta}
      barraFiltros={(p) => <VeiculoFilters {...p} campos={CAMPOS} />}
      acoes={
        editavel && {
          toolbar: true,
          texto: selecao.length ? `${selecao.length} selecionado(s)` : 'Selecione pedidos para agir',
          botoes: (
            <>
              <Button
                label="Bloquear Pedido"
                icon="pi pi-ban"
                size="small"
                outlined
                disabled={!todosPodem(actor, selecao, 'PedidoBloqueado')}
                onClick={() => setAcao('bloquear')}
              />
              <Button
                label="Cancelar Pedido"
                icon="pi pi-times"
                size="small"
                outlined
                severity="danger"
                disabled={!todosPodem(actor, selecao, 'PedidoCancelado')}
                onClick={() => setAcao('cancelar')}
              />
              <Button
                label="Liberar Pedido(s)"
                icon="pi pi-check"
                size="small"
                disabled={!todosPodem(actor, selecao, 'PedidoLiberado')}
                onClick={() => setAcao('liberar')}
              />
            </>
          ),
        }
      }
      lista={(p) => <VeiculoList {...p} {...selecaoSe(editavel, selecao, setSelecao)} rotulo="Pedidos" />}
    >
      <ConfirmarVeiculosDialog
        titulo={acao ? titulos[acao][0] : ''}
        veiculos={selecao}
        visivel={acao !== null}
        confirmar={acao ? titulos[acao][1] : ''}
        onClose={() => fechar(false)}
        onConfirmar={confirmar}
        desabilitado={bloquear.isPending || cancelar.isPending || liberar.isPending}
        aviso={acao === 'cancelar' ? AVISO_VENDA_DIRETA : undefined}
      >
        <div className="vf-field modal-field">
          <span>Motivo (opcional)</span>
          <InputTextarea value={motivo} onChange={(e) => setMotivo(e.target.value)} rows={2} maxLength={1000} aria-label="Motivo" />
        </div>
      </ConfirmarVeiculosDialog>
    </FilteredList>
  );
}
