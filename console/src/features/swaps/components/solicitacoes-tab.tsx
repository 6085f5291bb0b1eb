import { useState } from 'react';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { PrazoCelula } from '../../../shared/prazo.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { acoesDe, useActor, type TrocaLinha } from '../model.ts';
import { useTrocaListar } from '../hooks/use-troca-listar.ts';
import type { CampoTroca } from './troca-filters.tsx';
import { COLUNA_VEICULO as C, type Coluna } from './troca-data-list.tsx';
import { TrocaFilteredList } from './troca-filtered-list.tsx';
import { HistoricoDialog } from './historico-dialog.tsx';
import { CancelarTrocaDialog } from './cancelar-troca-dialog.tsx';

const CAMPOS: CampoTroca[] = ['pedidoChassi', 'modelo', 'status', 'prazo', 'marcas'];
export const COLUNAS_SOLICITACAO: Coluna<TrocaLinha>[] = [
  { titulo: 'Nº', valor: (r) => r.veiculoTrocaPedidoId, campo: 'veiculoTrocaPedidoId' },
  C.pedido,
  C.chassi,
  C.modelo,
  { titulo: 'Origem', valor: (r) => `${r.codigoConcessionariaOrigem} - ${r.nomeConcessionariaOrigem}`, campo: 'codigoConcessionariaOrigem' },
  { titulo: 'Destino', valor: (r) => `${r.codigoConcessionariaDestino} - ${r.nomeConcessionariaDestino}`, campo: 'codigoConcessionariaDestino' },
  { titulo: 'Solicitado por', valor: (r) => r.nomeUsuarioSolicitou, campo: 'nomeUsuarioSolicitou' },
  { titulo: 'Data da solicitação', valor: (r) => r.dataSolicitou, campo: 'dataSolicitou' },
  { titulo: 'Data limite', valor: (r) => r.dataLimiteTroca, campo: 'dataLimiteTroca' },
  { titulo: 'Prazo', valor: (r) => <PrazoCelula prazo={r.prazo} />, campo: 'prazo' },
  { titulo: 'Status', valor: (r) => <span className={`swap-status swap-status-${r.status}`}>{r.statusDescricao}</span>, campo: 'statusDescricao' },
];

/** Tab 0: the swap requests sent by the user's dealer, the read-only history view and Cancelar. */
export function SolicitacoesTab() {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const [historico, setHistorico] = useState<TrocaLinha | null>(null);
  const [cancelarRow, setCancelarRow] = useState<TrocaLinha | null>(null);
  return (
    <TrocaFilteredList
      lista="trade.solicitacoes"
      campos={CAMPOS}
      rotuloFiltros="Filtros das solicitações"
      consultar={useTrocaListar<TrocaLinha>}
      chave={(r) => r.veiculoTrocaPedidoId}
      colunas={COLUNAS_SOLICITACAO}
      destacada={(r) => r.destacada}
      acoes={(r) => (
        <>
          <AcaoLinha icone="pi pi-eye" rotulo={`Histórico da troca ${r.veiculoTrocaPedidoId}`} dica="Histórico" onClick={() => setHistorico(r)} />
          {editavel && acoesDe(actor, r).cancelar && (
            <AcaoLinha icone="pi pi-times" rotulo={`Cancelar troca ${r.veiculoTrocaPedidoId}`} dica="Cancelar troca" perigo onClick={() => setCancelarRow(r)} />
          )}
        </>
      )}
      rotulo="Solicitações de troca"
      nomeDe={(r) => `troca ${r.veiculoTrocaPedidoId}`}
    >
      <HistoricoDialog troca={historico} onClose={() => setHistorico(null)} />
      <CancelarTrocaDialog troca={cancelarRow} onClose={() => setCancelarRow(null)} />
    </TrocaFilteredList>
  );
}
