import { Button } from 'primereact/button';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { msg } from '@portal/contracts/messages';
import { downloadXlsx, useExportacao } from '../../../shared/download.ts';
import { Modal } from '../../../shared/modal.tsx';
import type { VeiculoLogLinha } from '@portal/contracts/vehicles/schemas';
import { useLog, useLogDetalhe } from '../hooks/use-log-veiculo.ts';
import { DadosVeiculo, InformacoesLog } from './detalhe-veiculo-sections.tsx';

/** Log do Veículo: Dados do Veículo, Informações, Listagem de Histórico; Voltar and Exportar Histórico. */
export function LogVeiculoDialog({ veiculoId, onClose }: { veiculoId: number | null; onClose: () => void }) {
  const detalhe = useLogDetalhe(veiculoId);
  const log = useLog(veiculoId);
  const { exportando, exportar } = useExportacao(async () => {
    if (veiculoId !== null) await downloadXlsx('GET', `relatorios/log/${veiculoId}`, { fallback: 'Historico' });
  });
  const erro = detalhe.isError || log.isError;
  const v = detalhe.data;
  const exportarBotao = (
    <Button label="Exportar Histórico" icon="pi pi-file-excel" loading={exportando} disabled={!log.data?.length} onClick={() => exportar()} />
  );
  return (
    <Modal titulo="Log do Veículo" aberto={veiculoId !== null} onClose={onClose} largura={1100} vw={97} acoes={exportarBotao}>
      {(detalhe.isPending || log.isPending) && !erro && <p>{msg.carregando}</p>}
      {erro && <p className="form-error">{vmsg.erroConsultarLog}</p>}
      {v && (
        <div className="detail-columns">
          <DadosVeiculo v={v} />
          <InformacoesLog v={v} />
        </div>
      )}
      {log.data && (
        <section className="detail-section" aria-label="Listagem de Histórico">
          <h3>Listagem de Histórico</h3>
          {log.data.length === 0 ? (
            <p className="empty">{vmsg.veiculoSemLog}</p>
          ) : (
            <DataTable value={log.data} size="small" stripedRows emptyMessage={vmsg.veiculoSemLog} aria-label="Histórico do veículo">
              <Column header="Data" field="dataOperacao" />
              <Column header="Usuário" body={(r: VeiculoLogLinha) => r.usuario ?? '-'} />
              <Column header="Status" body={(r: VeiculoLogLinha) => r.status ?? '-'} />
              <Column header="Disponibilidade" body={(r: VeiculoLogLinha) => r.dataDisponibilidadeFormatada ?? '-'} />
              <Column header="Tipo da venda" body={(r: VeiculoLogLinha) => r.tipoDeVenda ?? '-'} />
              <Column header="Dealer Origem" body={(r: VeiculoLogLinha) => r.dealerOrigem ?? '-'} />
              <Column header="Dealer Atual" body={(r: VeiculoLogLinha) => r.dealerAtual ?? '-'} />
              <Column header="Motivo" body={(r: VeiculoLogLinha) => r.motivo ?? '-'} />
            </DataTable>
          )}
        </section>
      )}
    </Modal>
  );
}
