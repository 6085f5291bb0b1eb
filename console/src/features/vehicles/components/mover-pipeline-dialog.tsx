import { useState } from 'react';
import { Button } from 'primereact/button';
import { Modal, PedidosSelecionados } from '../../../shared/modal.tsx';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { useDealersAtivos } from '../../../shared/lookups.ts';
import { useAlterarStatus } from '../hooks/use-alterar-status.ts';
import type { VeiculoRow } from '../model.ts';
import { mostrarResultados } from './resultados.ts';
import { DealerField } from '../../../shared/dealer-field.tsx';

type Destino = 'pipeline' | 'pocket' | 'bolsao';

/** Mover para Pipeline Futuro / Pocket / Bolsão with the dealer choice; the buttons wait for a dealer. */
export function MoverPipelineDialog({ veiculos, admin, onClose }: { veiculos: VeiculoRow[] | null; admin: boolean; onClose: () => void }) {
  const dealers = useDealersAtivos();
  const [dealer, setDealer] = useState<number | null>(null);
  const alterar = useAlterarStatus();
  const fechar = () => {
    setDealer(null);
    onClose();
  };
  const vendaDireta = (veiculos ?? []).some((v) => v.status === 13 || v.tipoVendaFaturamento === 'Venda Direta');
  const mover = (d: Destino) => {
    if (!veiculos) return;
    alterar.mutate(
      { veiculoId: veiculos.map((v) => v.id), status: 12, dealerPrincipal: d === 'pocket', moverParaBolsao: d === 'bolsao', concessionariaId: dealer },
      {
        onSuccess: (rs) => {
          if (mostrarResultados(rs, (id) => veiculos.find((v) => v.id === id)?.pedido ?? String(id))) fechar();
        },
      },
    );
  };
  const semDealer = dealer === null || alterar.isPending || vendaDireta;
  const acoes = (
    <>
      <Button label="Pipeline Futuro" disabled={semDealer} onClick={() => mover('pipeline')} />
      <Button label="Bolsão" disabled={semDealer} onClick={() => mover('bolsao')} />
      {admin && <Button label="Pocket" disabled={semDealer} onClick={() => mover('pocket')} />}
    </>
  );
  return (
    <Modal titulo="Mover para Pipeline Futuro" aberto={veiculos !== null} onClose={fechar} largura={640} acoes={acoes}>
      {vendaDireta && (
        <div className="modal-warning" role="alert">
          {vmsg.vendaDireta}
        </div>
      )}
      <PedidosSelecionados itens={(veiculos ?? []).map((v) => ({ chave: v.id, pedido: v.pedido, detalhe: `Chassi ${v.chassi} — ${v.modelo}` }))} />
      <DealerField value={dealer} opcoes={dealers.data} rotulo="Dealer do pipeline" onChange={setDealer} />
    </Modal>
  );
}
