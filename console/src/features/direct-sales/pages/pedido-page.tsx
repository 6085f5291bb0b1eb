import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { isDealerUser } from '@portal/contracts/access/roles';
import { actorOf } from '../../../shared/actor.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { PedidoTela } from '../components/pedido-tela.tsx';
import { useDadosVeiculo, usePedido } from '../hooks/use-pedido.ts';
import { aberturaDe } from '../derivados.ts';
import { formDoPedido, formVazio, produtoDoVeiculo, type PedidoForm } from '../form-pedido.ts';

/** A new order: a dealer user's own dealer comes selected. */
function novoForm(): PedidoForm {
  const f = formVazio();
  const a = actorOf();
  if (a && isDealerUser(a) && a.concessionariaId !== null) f.concessionariaId = a.concessionariaId;
  return f;
}

function Falha({ texto }: { texto: string }) {
  const navigate = useNavigate();
  return (
    <section className="master-form pedido-tela">
      <p className="form-error" role="alert">
        {texto}
      </p>
      <Button label="Voltar" icon="pi pi-arrow-left" outlined onClick={() => navigate('/directselling')} />
    </section>
  );
}

/** ?id=: the saved order; a 409 on save reads it again (a new key: the form starts from the fresh order). */
function PedidoExistente({ id }: { id: number }) {
  const q = usePedido(id);
  const [leitura, setLeitura] = useState(0);
  if (q.isError) return <Falha texto={q.error instanceof ApiError ? (q.error.errors[0] ?? msg.erroInterno) : msg.erroInterno} />;
  if (!q.data) return <p className="loading">{msg.carregando}</p>;
  return (
    <PedidoTela
      key={`${id}-${leitura}`}
      pedido={q.data}
      inicial={formDoPedido(q.data)}
      onRecarregar={() => void q.refetch().then(() => setLeitura((n) => n + 1))}
    />
  );
}

/** ?tipo=solicitacao-direta-vd&veiculoId=: the vehicle billing hand-off — the vehicle and the product come filled; one order per vehicle. */
function PedidoDaSolicitacao({ veiculoIds }: { veiculoIds: number[] }) {
  const [primeiro, ...proximos] = veiculoIds;
  const q = useDadosVeiculo(primeiro ?? null);
  if (q.isError) return <Falha texto={q.error instanceof ApiError ? (q.error.errors[0] ?? msg.erroInterno) : msg.erroInterno} />;
  if (!q.data) return <p className="loading">{msg.carregando}</p>;
  const f = novoForm();
  f.veiculoId = q.data.veiculoId ?? primeiro ?? null;
  f.tipoVenda = 1;
  f.produto = produtoDoVeiculo(q.data);
  return <PedidoTela key={`solicitacao-${primeiro}`} pedido={null} inicial={f} proximos={proximos} />;
}

/**
 * /newrequest (also /newRequest): the order create/edit screen (spec §2.3). `?id=<pedidoId>` edits a saved order;
 * `?tipo=solicitacao-direta-vd&veiculoId=<id>[,<id>]` is the hand-off of the vehicle billing dialog; empty is a new order.
 */
export default function PedidoPage() {
  const [params] = useSearchParams();
  const abertura = aberturaDe(params);
  if (abertura.modo === 'editar') return <PedidoExistente key={abertura.id} id={abertura.id} />;
  if (abertura.modo === 'solicitacao') return <PedidoDaSolicitacao key={abertura.veiculoIds.join(',')} veiculoIds={abertura.veiculoIds} />;
  return <PedidoTela key="novo" pedido={null} inicial={novoForm()} />;
}
