import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../shared/modal.tsx';
import { Button } from 'primereact/button';
import { useSolicitacaoFaturamento, SolicitacaoFaturamentoCampos } from '../../../shared/faturamento/solicitacao-faturamento-form.tsx';
import { anunciarFaturamento } from '../../../shared/faturamento/resultados-faturamento.ts';
import { useGerarFaturamento } from '../hooks/use-gerar-faturamento.ts';
import type { VeiculoRow } from '../model.ts';

interface Props {
  veiculos: VeiculoRow[] | null;
  /** the dealer to preselect (a dealer user's own) */
  dealerPadrao: number | null;
  onClose: (feito: boolean) => void;
}

/** 'Solicitação de Faturamento:': validation in the dialog, then the generate call; per-vehicle results. */
export function SolicitarFaturamentoDialog({ veiculos, dealerPadrao, onClose }: Props) {
  const navigate = useNavigate();
  const ids = useMemo(() => (veiculos ?? []).map((v) => v.id), [veiculos]);
  const form = useSolicitacaoFaturamento(ids, dealerPadrao, veiculos !== null);
  const enviando = useRef(false);
  // the list stays while the dialog fades out
  const ultimos = useRef<VeiculoRow[]>([]);
  if (veiculos) ultimos.current = veiculos;
  const gerar = useGerarFaturamento();
  useEffect(() => {
    if (veiculos) enviando.current = false;
  }, [veiculos]);

  const enviar = () => {
    if (enviando.current || gerar.isPending) return;
    const campos = form.conferir();
    if (!campos) return;
    enviando.current = true;
    gerar.mutate(
      { veiculoId: ids, ...campos },
      {
        onSuccess: (rs) => {
          const { feito, destino } = anunciarFaturamento(rs, (id) => veiculos?.find((v) => v.id === id)?.pedido ?? String(id));
          onClose(feito);
          if (destino) navigate(destino);
        },
        onError: () => {
          enviando.current = false;
        },
      },
    );
  };

  const pedidos = veiculos ?? ultimos.current;
  return (
    <Modal
      titulo="Solicitação de Faturamento:"
      aberto={veiculos !== null}
      onClose={() => onClose(false)}
      largura={720}
      acoes={<Button label="Solicitar faturamento" icon="pi pi-check" disabled={gerar.isPending} loading={gerar.isPending} onClick={enviar} />}
    >
      <div className="modal-warning" role="note">
        <strong>{pedidos.length === 1 ? 'O seguinte pedido ainda não foi faturado:' : 'Os seguintes pedidos ainda não foram faturados:'}</strong>
        <ul className="selected-vehicles">
          {pedidos.map((v) => (
            <li key={v.id}>
              Pedido {v.pedido} — Chassi {v.chassi} — {v.modelo}
            </li>
          ))}
        </ul>
      </div>
      <SolicitacaoFaturamentoCampos form={form} />
    </Modal>
  );
}
