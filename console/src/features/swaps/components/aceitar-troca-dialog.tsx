import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { smsg } from '@portal/contracts/swaps/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useSolicitacaoFaturamento, SolicitacaoFaturamentoCampos } from '../../../shared/faturamento/solicitacao-faturamento-form.tsx';
import { anunciarFaturamento } from '../../../shared/faturamento/resultados-faturamento.ts';
import { acoesDe, useActor, type TrocaLinha, type VeiculoTroca } from '../model.ts';
import { useMinhasTrocas } from '../hooks/use-minhas-trocas.ts';
import { useTrocaDetalhe } from '../hooks/use-troca-detalhe.ts';
import { useTrocaAceitarFaturamento } from '../hooks/use-troca-aceitar-faturamento.ts';

/** A swap accepted in the billing request, with the offered vehicle the owner receives. */
export interface TrocaAceita {
  troca: TrocaLinha;
  veiculo: VeiculoTroca;
}

const nomeVeiculo = (v: VeiculoTroca) => `Pedido ${v.pedido} — Chassi ${v.chassi} — ${v.modelo}`;

/**
 * The accept of a received swap goes through the billing-request modal (spec §2.12): 'O faturamento dessa troca deve ser
 * realizada:' with the vehicle received, or 'Os faturamentos dessas trocas devem ser realizadas:' when other pending
 * received swaps are accepted with it (each with the offered vehicle chosen here). One PUT: every swap and every billing
 * request, or nothing.
 */
export function AceitarTrocaDialog({ inicial, onClose }: { inicial: TrocaAceita | null; onClose: (feito: boolean) => void }) {
  if (!inicial) return null;
  return <Dialogo key={inicial.troca.veiculoTrocaPedidoId} inicial={inicial} onClose={onClose} />;
}

function Dialogo({ inicial, onClose }: { inicial: TrocaAceita; onClose: (feito: boolean) => void }) {
  const navigate = useNavigate();
  const actor = useActor();
  const [outras, setOutras] = useState<TrocaAceita[]>([]);
  const trocas = useMemo(() => [inicial, ...outras], [inicial, outras]);
  const ids = useMemo(() => trocas.map((t) => t.veiculo.id), [trocas]);
  const form = useSolicitacaoFaturamento(ids, inicial.troca.concessionariaDonaId, true, { semLimitesDeData: true });
  const aceitar = useTrocaAceitarFaturamento();
  const pendentes = useMinhasTrocas({ recebida: true, status: 2, page: 1, per_page: 50 });
  const candidatas = (pendentes.data?.rows ?? []).filter(
    (r) => r.veiculoTrocaPedidoId !== inicial.troca.veiculoTrocaPedidoId && r.tipoSolicitacao === 'Recebida' && acoesDe(actor, r).aceitar,
  );

  const escolher = (troca: TrocaLinha, veiculo: VeiculoTroca | null) =>
    setOutras((atual) => {
      const sem = atual.filter((o) => o.troca.veiculoTrocaPedidoId !== troca.veiculoTrocaPedidoId);
      return veiculo ? [...sem, { troca, veiculo }] : sem;
    });

  const enviar = () => {
    if (aceitar.isPending) return;
    const campos = form.conferir();
    if (!campos) return;
    const t = inicial.troca;
    aceitar.mutate(
      {
        query: {
          veiculoTrocaPedidoId: t.veiculoTrocaPedidoId,
          concessionariaTrocaId: t.concessionariaDonaId,
          veiculoTrocaId: t.veiculoId,
          concessionariaPropostoId: t.concessionariaSolicitanteId,
          veiculoPropostoId: inicial.veiculo.id,
        },
        body: {
          ...campos,
          outrasTrocas: outras.map((o) => ({ veiculoTrocaPedidoId: o.troca.veiculoTrocaPedidoId, veiculoPropostoId: o.veiculo.id })),
        },
      },
      {
        onSuccess: (r) => {
          toast.success(r.mensagem);
          const { destino } = anunciarFaturamento(r.faturamento, (id) => trocas.find((x) => x.veiculo.id === id)?.veiculo.pedido ?? String(id));
          onClose(true);
          if (destino) navigate(destino);
        },
      },
    );
  };

  return (
    <Dialog
      header="Solicitação de Faturamento:"
      visible
      onHide={() => onClose(false)}
      style={{ width: 'min(760px, 96vw)' }}
      footer={
        <div>
          <Button label="Voltar" outlined onClick={() => onClose(false)} />
          <Button label="Solicitar faturamento" icon="pi pi-check" disabled={aceitar.isPending} loading={aceitar.isPending} onClick={enviar} />
        </div>
      }
    >
      <div className="modal-warning" role="note" aria-label="Trocas a faturar">
        <strong>{trocas.length === 1 ? smsg.faturamentoDessaTroca : smsg.faturamentosDessasTrocas}</strong>
        <ul className="selected-vehicles">
          {trocas.map((t) => (
            <li key={t.troca.veiculoTrocaPedidoId}>
              Troca nº {t.troca.veiculoTrocaPedidoId}: {nomeVeiculo(t.veiculo)}
            </li>
          ))}
        </ul>
      </div>
      {candidatas.length > 0 && (
        <section aria-label="Outras trocas pendentes recebidas" className="swap-offered">
          <h3>Aceitar também</h3>
          <p className="muted">Escolha o veículo ofertado das outras solicitações recebidas que deseja aceitar com esta.</p>
          {candidatas.map((r) => (
            <OutraTroca
              key={r.veiculoTrocaPedidoId}
              troca={r}
              escolhido={outras.find((o) => o.troca.veiculoTrocaPedidoId === r.veiculoTrocaPedidoId)?.veiculo.id ?? null}
              onEscolher={(v) => escolher(r, v)}
            />
          ))}
        </section>
      )}
      <SolicitacaoFaturamentoCampos form={form} />
    </Dialog>
  );
}

/** One more pending received swap: its offered vehicles to choose from (none = not accepted now). */
function OutraTroca({ troca, escolhido, onEscolher }: { troca: TrocaLinha; escolhido: number | null; onEscolher: (v: VeiculoTroca | null) => void }) {
  const detalhe = useTrocaDetalhe(troca.veiculoTrocaPedidoId, false);
  const propostos = detalhe.data?.propostos ?? [];
  const rotulo = `Troca nº ${troca.veiculoTrocaPedidoId} (pedido ${troca.pedido})`;
  return (
    <div className="vf-field">
      <span>{rotulo}</span>
      <Dropdown
        value={escolhido}
        options={propostos.map((v) => ({ id: v.id, nome: nomeVeiculo(v) }))}
        optionLabel="nome"
        optionValue="id"
        showClear
        placeholder="Não aceitar agora"
        aria-label={`Veículo a receber na troca nº ${troca.veiculoTrocaPedidoId}`}
        onChange={(e) => onEscolher(propostos.find((v) => v.id === e.value) ?? null)}
      />
    </div>
  );
}
