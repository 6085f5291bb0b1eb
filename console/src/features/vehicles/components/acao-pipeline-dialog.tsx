import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { STATUS_NOME, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { useDealersAtivos } from '../../../shared/lookups.ts';
import type { VeiculoRow } from '../model.ts';
import { useDisponibilizar } from '../hooks/use-disponibilizar.ts';
import { useNsc } from '../hooks/use-nsc.ts';
import { useAlterarStatus } from '../hooks/use-alterar-status.ts';
import { mostrarResultados } from './resultados.ts';
import { DealerField } from '../../../shared/dealer-field.tsx';

const DESTINOS = [122, 120, 121].map((s) => ({ id: s, nome: STATUS_NOME[s as StatusVeiculo] }));

interface Props {
  /** the administrator's action on the selected vehicles; null closed */
  acao: 'disponibilizar' | 'nsc' | 'status' | null;
  veiculos: VeiculoRow[];
  /** every selected vehicle is in the Bolsão NSC: the action removes them */
  todosNsc: boolean;
  /** true when the action went through (the selection clears) */
  onClose: (limpar: boolean) => void;
}

/** Pipeline Futuro's administrator actions: Disponibilizar ao Dealer, Bolsão NSC, Alterar status, over the selected vehicles. */
export function AcaoPipelineDialog({ acao, veiculos, todosNsc, onClose }: Props) {
  const [dealer, setDealer] = useState<number | null>(null);
  const [destino, setDestino] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aberta, setAberta] = useState(acao);
  // each opening starts with nothing chosen
  if (acao !== aberta) {
    setAberta(acao);
    if (acao !== null) {
      setErro(null);
      setDealer(null);
      setDestino(null);
    }
  }
  const dealers = useDealersAtivos();
  const disponibilizar = useDisponibilizar();
  const nsc = useNsc();
  const alterar = useAlterarStatus();
  const rotulo = (id: number) => veiculos.find((v) => v.id === id)?.pedido ?? String(id);
  const depois = { onSuccess: (rs: { id: number; status: number; descricao: string }[]) => onClose(mostrarResultados(rs, rotulo)) };
  const confirmarDisponibilizar = () => {
    if (!dealer) {
      setErro(vmsg.escolhaDealerDisponibilizar);
      return;
    }
    disponibilizar.mutate({ veiculoId: veiculos.map((v) => v.id), concessionariaId: dealer }, depois);
  };
  const confirmarStatus = () => {
    if (!veiculos.every((v) => [120, 121, 122].includes(v.status))) {
      setErro(vmsg.statusDiferentePipeline);
      return;
    }
    if (!destino) {
      setErro(vmsg.statusInvalido);
      return;
    }
    alterar.mutate({ veiculoId: veiculos.map((v) => v.id), status: destino }, depois);
  };
  return (
    <Dialog
      header={acao === 'disponibilizar' ? 'Disponibilizar ao Dealer' : acao === 'nsc' ? 'Bolsão NSC' : 'Alterar status'}
      visible={acao !== null}
      onHide={() => onClose(false)}
      style={{ width: 'min(640px, 96vw)' }}
      footer={
        <div>
          <Button label="Voltar" outlined onClick={() => onClose(false)} />
          {acao === 'disponibilizar' && <Button label="Disponibilizar" disabled={disponibilizar.isPending} onClick={confirmarDisponibilizar} />}
          {acao === 'nsc' && (
            <Button
              label={todosNsc ? 'Remover do Bolsão NSC' : 'Mover para Bolsão NSC'}
              disabled={nsc.isPending}
              onClick={() => nsc.mutate({ veiculoIds: veiculos.map((v) => v.id), status: todosNsc ? 0 : 1 }, depois)}
            />
          )}
          {acao === 'status' && <Button label="Alterar status" disabled={alterar.isPending} onClick={confirmarStatus} />}
        </div>
      }
    >
      <ul className="selected-vehicles" aria-label="Veículos selecionados">
        {veiculos.map((v) => (
          <li key={v.id}>
            <strong>Pedido {v.pedido}</strong> — Chassi {v.chassi} — {v.modelo} — {v.statusDescricao}
          </li>
        ))}
      </ul>
      {acao === 'disponibilizar' && (
        <DealerField
          value={dealer}
          opcoes={dealers.data}
          rotulo="Dealer a disponibilizar"
          onChange={(id) => {
            setDealer(id);
            setErro(null);
          }}
        />
      )}
      {acao === 'status' && (
        <div className="vf-field modal-field">
          <span>Novo status</span>
          <Dropdown
            value={destino}
            options={DESTINOS}
            optionLabel="nome"
            optionValue="id"
            placeholder="Selecione o status"
            aria-label="Novo status"
            onChange={(e) => setDestino(e.value as number | null)}
          />
        </div>
      )}
      {erro && (
        <p className="form-error" role="alert">
          {erro}
        </p>
      )}
    </Dialog>
  );
}
