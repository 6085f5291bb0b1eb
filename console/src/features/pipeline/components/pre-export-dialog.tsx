import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { downloadXlsx } from '../../../shared/download.ts';
import type { FiltrosPipeline } from '../model.ts';
import { usePreExportacao } from '../hooks/use-totais.ts';

/** Exportar Jaguar / Land Rover / Tipo de venda / Jaguar + Land Rover: each shows how many vehicles it would hold. */
export function PreExportDialog({ filtros, onClose }: { filtros: FiltrosPipeline; onClose: () => void }) {
  const corpo = {
    ano: filtros.ano,
    mes: filtros.mes,
    concessionariaId: filtros.concessionariaId,
    concessionariaGrupoId: filtros.concessionariaGrupoId,
  };
  const pre = usePreExportacao(corpo);
  const exportar = (extra: Record<string, unknown>) =>
    void downloadXlsx('POST', 'relatorios/faturamentos/detalhe/modelos', { body: { ...corpo, ...extra }, fallback: 'Pipeline Detalhe Modelos' }).catch(
      () => undefined,
    );
  const tipo = filtros.tipoVendaFaturamentoId;
  const totalTipo = pre.data?.tiposVenda.find((t) => t.tipoVendaId === tipo)?.total ?? 0;
  return (
    <Dialog header="Exportar" visible onHide={onClose} style={{ width: 'min(520px, 95vw)' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
        <Button label={`Exportar Jaguar (${pre.data?.jaguar ?? 0})`} disabled={!pre.data?.jaguar} onClick={() => exportar({ marca: 'Jaguar' })} />
        <Button label={`Exportar Land Rover (${pre.data?.landRover ?? 0})`} disabled={!pre.data?.landRover} onClick={() => exportar({ marca: 'Land Rover' })} />
        <Button
          label={`Exportar Tipo de venda (${tipo ? totalTipo : 'escolha o tipo de venda no filtro'})`}
          disabled={!tipo || !totalTipo}
          onClick={() => exportar({ tipoVendaFaturamento: tipo })}
        />
        <Button label={`Exportar Jaguar + Land Rover (${pre.data?.jaguarLandRover ?? 0})`} disabled={!pre.data?.jaguarLandRover} onClick={() => exportar({})} />
        <Button label="Voltar" outlined onClick={onClose} />
      </div>
    </Dialog>
  );
}
