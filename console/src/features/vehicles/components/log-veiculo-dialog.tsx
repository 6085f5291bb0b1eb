import { Button } from 'primereact/button';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { msg } from '@portal/contracts/messages';
import { downloadXlsx, useExportacao } from '../../../shared/download.ts';
import { Modal } from '../../../shared/modal.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import { colunasDosCampos } from '../../../shared/list-table-model.ts';
import type { VeiculoLogLinha } from '@portal/contracts/vehicles/schemas';
import { Historico } from '../../../shared/historico.tsx';
import { useLog, useLogDetalhe } from '../hooks/use-log-veiculo.ts';
import { DadosVeiculo, InformacoesLog } from './detalhe-veiculo-sections.tsx';

const COLUNAS = colunasDosCampos<VeiculoLogLinha>([
  ['Data', 'dataOperacao'],
  ['Usuário', 'usuario'],
  ['Status', 'status'],
  ['Disponibilidade', 'dataDisponibilidadeFormatada'],
  ['Tipo da venda', 'tipoDeVenda'],
  ['Dealer Origem', 'dealerOrigem'],
  ['Dealer Atual', 'dealerAtual'],
  ['Motivo', 'motivo'],
]);

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
            <ListTable rows={log.data} colunas={COLUNAS} rotulo="Histórico do veículo" vazia={vmsg.veiculoSemLog} detalhes={false} />
          )}
        </section>
      )}
      {veiculoId !== null && (
        <section className="detail-section" aria-label="Histórico de eventos">
          <h3>Histórico de eventos</h3>
          <Historico tipo="veiculo" id={veiculoId} />
        </section>
      )}
    </Modal>
  );
}
