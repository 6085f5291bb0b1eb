import { useState } from 'react';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { useDealersAtivos } from '../../../shared/lookups.ts';
import { useNovaAlocacao } from '../hooks/use-nova-alocacao.ts';
import type { VeiculoRow } from '../model.ts';
import { ConfirmarVeiculosDialog } from './confirmar-veiculos-dialog.tsx';
import { mostrarResultados } from './resultados.ts';
import { DealerField } from '../../../shared/dealer-field.tsx';

/** Dialogo Nova Alocação: the selected Cota Concessionário vehicles to a dealer. */
export function NovaAlocacaoDialog({ veiculos, onClose }: { veiculos: VeiculoRow[] | null; onClose: (feito: boolean) => void }) {
  const dealers = useDealersAtivos();
  const [dealer, setDealer] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const alocar = useNovaAlocacao();
  const fechar = (feito: boolean) => {
    setDealer(null);
    setErro(null);
    onClose(feito);
  };
  const confirmar = () => {
    if (!veiculos) return;
    if (!dealer) {
      setErro(vmsg.selecioneDealerAlocacao);
      return;
    }
    alocar.mutate(
      { veiculoIds: veiculos.map((v) => v.id), concessionariaId: dealer },
      { onSuccess: (rs) => fechar(mostrarResultados(rs, (id) => veiculos.find((v) => v.id === id)?.pedido ?? String(id))) },
    );
  };
  return (
    <ConfirmarVeiculosDialog
      titulo="Nova Alocação"
      veiculos={veiculos ?? []}
      visivel={veiculos !== null}
      confirmar="Alocar"
      onConfirmar={confirmar}
      onClose={() => fechar(false)}
      desabilitado={alocar.isPending}
    >
      <DealerField
        value={dealer}
        opcoes={dealers.data}
        rotulo="Dealer da alocação"
        onChange={(id) => {
          setDealer(id);
          setErro(null);
        }}
      >
        {erro && <small className="form-error">{erro}</small>}
      </DealerField>
    </ConfirmarVeiculosDialog>
  );
}
