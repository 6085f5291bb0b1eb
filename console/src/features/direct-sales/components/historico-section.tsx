import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { usePedidoLog } from '../hooks/use-pedido.ts';
import type { HistoricoLinha } from '@portal/contracts/direct-sales/schemas';
import { BotaoHistorico } from '../../../shared/historico.tsx';
import { Secao } from './campos.tsx';

/** dd/MM/yyyy HH:mm (São Paulo) of an ISO instant; a value already formatted passes through. */
export const dataHora = (v: string) => formatDateTime(v, v || '-');

function TabelaHistorico({ linhas, carregando, rotulo }: { linhas: HistoricoLinha[]; carregando?: boolean; rotulo: string }) {
  return (
    <DataTable value={linhas} size="small" stripedRows loading={carregando} emptyMessage={msg.nenhumRegistro} aria-label={rotulo}>
      <Column header="Descrição" field="descricao" />
      <Column header="Usuário" field="nomeUsuario" />
      <Column header="Data" body={(h: HistoricoLinha) => dataHora(h.dataStep)} />
      <Column header="Motivo" body={(h: HistoricoLinha) => h.motivo || '-'} />
    </DataTable>
  );
}

/**
 * History (spec §2.3 item 14, saved orders): the steps table and Detalhes (GET pedidos/{id}/log in a dialog); 'Histórico
 * completo' opens the shared Histórico (every event, who, what changed from → to).
 */
export function HistoricoSection({ pedidoId, steps }: { pedidoId: number; steps: HistoricoLinha[] }) {
  const [aberto, setAberto] = useState(false);
  const log = usePedidoLog(pedidoId, aberto);
  return (
    <Secao
      id="sec-historico"
      titulo="Histórico"
      acoes={
        <>
          <Button type="button" label="Detalhes" icon="pi pi-history" outlined onClick={() => setAberto(true)} />
          <BotaoHistorico tipo="pedido" id={pedidoId} titulo="Histórico do pedido: cada evento" rotulo="Histórico completo" />
        </>
      }
    >
      <TabelaHistorico linhas={steps} rotulo="Histórico do pedido" />
      <Dialog
        header="Histórico do pedido"
        visible={aberto}
        onHide={() => setAberto(false)}
        style={{ width: 'min(860px, 95vw)' }}
        footer={<Button label="Voltar" onClick={() => setAberto(false)} />}
      >
        <TabelaHistorico linhas={log.data ?? []} carregando={log.isFetching} rotulo="Log do pedido" />
      </Dialog>
    </Secao>
  );
}
