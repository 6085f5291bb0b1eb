import { Modal } from '../../../shared/modal.tsx';
import type { VeiculoRow } from '../model.ts';
import { DadosVeiculo, InformacoesCartao } from './detalhe-veiculo-sections.tsx';

/** Card-detail dialog: DADOS DO VEÍCULO and INFORMAÇÕES. */
export function DetalheVeiculoDialog({ veiculo, onClose }: { veiculo: VeiculoRow | null; onClose: () => void }) {
  return (
    <Modal titulo="Detalhes do veículo" aberto={veiculo !== null} onClose={onClose} largura={860}>
      {veiculo && (
        <div className="detail-columns">
          <DadosVeiculo v={veiculo} titulo="DADOS DO VEÍCULO" />
          <InformacoesCartao v={veiculo} />
        </div>
      )}
    </Modal>
  );
}
