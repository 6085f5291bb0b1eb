import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { VeiculoRow } from '../model.ts';
import { DadosVeiculo, InformacoesCartao } from './detalhe-veiculo-sections.tsx';

/** Card-detail dialog: DADOS DO VEÍCULO and INFORMAÇÕES. */
export function DetalheVeiculoDialog({ veiculo, onClose }: { veiculo: VeiculoRow | null; onClose: () => void }) {
  return (
    <Dialog
      header="Detalhes do veículo"
      visible={veiculo !== null}
      onHide={onClose}
      style={{ width: 'min(860px, 96vw)' }}
      footer={<Button label="Voltar" outlined onClick={onClose} />}
    >
      {veiculo && (
        <div className="detail-columns">
          <DadosVeiculo v={veiculo} titulo="DADOS DO VEÍCULO" />
          <InformacoesCartao v={veiculo} />
        </div>
      )}
    </Dialog>
  );
}
