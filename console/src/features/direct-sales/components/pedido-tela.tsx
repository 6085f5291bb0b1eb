import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { isDealerUser } from '@portal/contracts/access/roles';
import { acoesDoPedido, podeComentar, podeSalvar, type AcaoPedido } from '@portal/contracts/direct-sales/actions';
import { perfilNoPedido } from '@portal/contracts/direct-sales/campos-editaveis';
import { pmsg, ROTULO_ACAO } from '@portal/contracts/direct-sales/messages';
import { NOME_STEP, PROGRESSO_STEP, STEP, type StepId } from '@portal/contracts/direct-sales/steps';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/lookups';
import { useActor } from '../../../shared/actor.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import type { PedidoBody, PedidoDetalhe } from '@portal/contracts/direct-sales/schemas';
import { podeCadastrarPedido } from '../hooks/pode-cadastrar.ts';
import { useGravarPedido, type Gravacao } from '../hooks/use-gravar-pedido.ts';
import { lerPedido } from '../hooks/use-pedido.ts';
import { corpoDoForm } from '../corpo-pedido.ts';
import { dialogoDosErros, mensagemSucesso, stepSomenteLeitura } from '../derivados.ts';
import { PRODUTO_VAZIO, formDoPedido, produtoDoVeiculo, type ComentarioForm, type PedidoForm } from '../form-pedido.ts';
import { ArquivosSection } from './arquivos-section.tsx';
import { CabecalhoPedido } from './cabecalho-pedido.tsx';
import { ComentariosSection } from './comentarios-section.tsx';
import { ContatosSection } from './contatos-section.tsx';
import { AvisoDialog, ErrosDialog, MotivoDialog } from './dialogos-pedido.tsx';
import { HistoricoSection } from './historico-section.tsx';
import { PedidoBoletos } from './pedido-boletos.tsx';
import { PepSection } from './pep-section.tsx';
import { PrecoSection } from './preco-section.tsx';
import { ProdutoSection } from './produto-section.tsx';
import { SolicitanteSection } from './solicitante-section.tsx';

interface Props {
  /** the saved order (GET pedidos/{id}); null for a new one */
  pedido: PedidoDetalhe | null;
  inicial: PedidoForm;
  /** 409: someone else changed the order — read it again */
  onRecarregar?: () => void;
  /** the hand-off's other vehicles: after this order, the screen opens the next one */
  proximos?: number[];
}

type Aviso = { mensagem: string; reenviar: () => void };
type Motivo = { acao: AcaoPedido };

/** The GET answer sent back as it came (a move by someone who may not edit the body changes nothing else). */
const corpoComoVeio = (p: PedidoDetalhe): PedidoBody => {
  const { contexto: _c, pedidoSteps: _s, pedidoBoletos: _b, ...resto } = p;
  return resto;
};

/**
 * The order screen (spec §2.3): the sections in the spec's order, then Voltar, Salvar (when the machine lets the actor save)
 * and one button per move the machine accepts for the signed-in actor (acoesDoPedido — the same machine the server decides
 * with); a new order offers Cadastrar pedido and Enviar para aprovação. Refusals open the dialogs of §8.1.
 */
export function PedidoTela({ pedido, inicial, onRecarregar, proximos = [] }: Props) {
  const navigate = useNavigate();
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const form = useFormState<PedidoForm>(inicial);
  const [base, setBase] = useState<PedidoDetalhe | null>(pedido);
  const [erros, setErros] = useState<string[] | null>(null);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [motivo, setMotivo] = useState<Motivo | null>(null);
  const gravacao = useGravarPedido();
  const v = form.valores;

  const step = (base?.steps.id ?? STEP.cadastro) as StepId;
  const contexto = base?.contexto;
  const acoes = base && contexto && actor ? acoesDoPedido(contexto, step, actor) : [];
  // the profile the user acts as on the order (a new one: a dealer user for its own dealer), for the money fields it may type
  const perfilDinheiro = !actor
    ? null
    : contexto
      ? perfilNoPedido(actor, contexto.concessionariaId, contexto.concessionariaGrupoId)
      : isDealerUser(actor)
        ? 'Dealer'
        : perfilNoPedido(actor, null, null);
  const cadastra = !base && editavel && podeCadastrarPedido();
  const podeEditar = base ? editavel && actor !== null && contexto !== undefined && !stepSomenteLeitura(step) && podeSalvar(contexto, step, actor) : cadastra;
  const podeInserirComentario = base ? actor !== null && contexto !== undefined && podeComentar(contexto, step, actor) : cadastra;
  const desabilitado = !podeEditar || gravacao.isPending;
  const pf = v.solicitante.tipoCliente === null || ehPessoaFisica(v.solicitante.tipoCliente);

  const depois = () => {
    if (!base && proximos.length) navigate(`/newrequest?tipo=solicitacao-direta-vd&veiculoId=${proximos.join(',')}`);
    else navigate('/directselling');
  };

  const enviar = async (g: Gravacao) => {
    try {
      const r = await gravacao.mutateAsync(g);
      toast.success(mensagemSucesso(r, base ? step : null));
      depois();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const d = dialogoDosErros(e.status, e.errors);
      if (d.tipo === 'erro') setErros(d.mensagens);
      else if (d.tipo === 'aviso') setAviso({ mensagem: d.mensagem, reenviar: () => void enviar({ ...g, corpo: { ...g.corpo, AprovarPagamento: true } }) });
      else if (d.tipo === 'recarregar') {
        toast.warn(d.mensagem);
        toast.info(tmsg.pedidoRecarregado);
        onRecarregar?.();
      } else console.error('Pedido: falha de rede ao gravar', e);
    }
  };

  /** The body of a save or move: the form (who may edit), or the order as it came (who may only move it). */
  const corpo = (extra: PedidoBody = {}): PedidoBody => ({
    ...(podeEditar || !base ? corpoDoForm(v) : corpoComoVeio(base)),
    ...(base ? { versao: base.versao } : {}),
    ...extra,
  });

  const executar = (acao: AcaoPedido, motivoTexto?: string) => {
    if (!base) return;
    if (acao.evento === 'PedidoCancelado') {
      void enviar({ tipo: 'cancelar', id: base.id, corpo: corpo({ steps: { id: STEP.cancelado }, motivo: motivoTexto }) });
      return;
    }
    const para = acao.para ?? step;
    const g: Gravacao = { tipo: 'salvar', id: base.id, corpo: corpo({ steps: { id: para }, ...(motivoTexto ? { motivo: motivoTexto } : {}) }) };
    if (acao.confirmacao) setAviso({ mensagem: acao.confirmacao, reenviar: () => void enviar({ ...g, corpo: { ...g.corpo, AprovarPagamento: true } }) });
    else void enviar(g);
  };
  const clicar = (acao: AcaoPedido) => {
    if (acao.comentarioObrigatorio || acao.evento === 'PedidoCancelado') setMotivo({ acao });
    else executar(acao);
  };

  /** Inserir: a new order keeps it for Cadastrar; a saved one sends it at once with the order as it came (nothing else changes). */
  const inserirComentario = async (c: ComentarioForm): Promise<boolean> => {
    const nome = actor?.nome ?? '';
    if (!base) {
      form.set('comentarios', [...v.comentarios, { ...c, nomeUsuarioCadastro: nome }]);
      toast.info(tmsg.comentarioPendente);
      return true;
    }
    try {
      await gravacao.mutateAsync({
        tipo: 'salvar',
        id: base.id,
        corpo: {
          ...corpoComoVeio(base),
          versao: base.versao,
          pedidoComentarios: [...base.pedidoComentarios, { descricao: c.descricao, usuarioDestinatarioId: c.usuarioDestinatarioId }],
        },
      });
      const novo = await lerPedido(base.id);
      setBase(novo);
      form.set('comentarios', formDoPedido(novo).comentarios);
      toast.success(tmsg.comentarioInserido);
      return true;
    } catch (e) {
      if (e instanceof ApiError) {
        const d = dialogoDosErros(e.status, e.errors);
        if (d.tipo === 'erro') setErros(d.mensagens);
        else if (d.tipo === 'recarregar') {
          toast.warn(d.mensagem);
          onRecarregar?.();
        }
      }
      return false;
    }
  };

  const dealerFixo = actor !== null && isDealerUser(actor) && !actor.processosGrupo && actor.concessionariaId !== null;
  return (
    <section className="master-form pedido-tela" aria-label="Pedido de venda direta">
      <CabecalhoPedido
        codigo={base?.codigo ?? null}
        step={{ id: step, nome: base?.steps.nomeAmigavel ?? NOME_STEP[step], progresso: base?.progresso ?? PROGRESSO_STEP[step] }}
        prePagamento={base ? base.prePagamento : null}
        concessionariaId={v.concessionariaId}
        tipoVenda={v.tipoVenda}
        veiculoId={v.veiculoId}
        travado={base !== null || desabilitado}
        dealerFixo={dealerFixo}
        onDealer={(concessionariaId) => form.patch({ concessionariaId, veiculoId: null, produto: { ...PRODUTO_VAZIO, anoProducao: v.produto.anoProducao } })}
        onTipoVenda={(tipoVenda) => form.set('tipoVenda', tipoVenda)}
        onVeiculo={(x) => form.patch({ veiculoId: x?.id ?? null, produto: x ? produtoDoVeiculo(x, v.produto) : { ...PRODUTO_VAZIO } })}
      />
      <SolicitanteSection valor={v.solicitante} onChange={(p) => form.set('solicitante', { ...v.solicitante, ...p })} desabilitado={desabilitado} />
      {!pf && <ContatosSection contatos={v.contatos} onChange={(c) => form.set('contatos', c)} desabilitado={desabilitado} />}
      <ArquivosSection
        arquivos={v.arquivos}
        onChange={(a) => form.set('arquivos', a)}
        desabilitado={desabilitado}
        actor={actor}
        step={step}
        tipoCliente={v.solicitante.tipoCliente}
      />
      <ProdutoSection valor={v.produto} onChange={(p) => form.set('produto', { ...v.produto, ...p })} desabilitado={desabilitado} />
      <PrecoSection
        preco={v.preco}
        percentualComissao={v.percentualComissao}
        derivativoId={v.produto.derivativoId}
        versaoId={v.produto.versaoId}
        anoModelo={v.produto.anoModelo}
        onChange={(p) => form.set('preco', { ...v.preco, ...p })}
        onComissao={(percentualComissao) => form.set('percentualComissao', percentualComissao)}
        desabilitado={desabilitado}
        step={step}
        perfil={perfilDinheiro}
      />
      <PedidoBoletos pedidoId={base?.id ?? null} />
      <PepSection valor={v.pessoaPoliticamenteExposta} onChange={(p) => form.set('pessoaPoliticamenteExposta', p)} desabilitado={desabilitado} />
      <ComentariosSection
        comentarios={v.comentarios}
        concessionariaId={v.concessionariaId}
        onInserir={inserirComentario}
        desabilitado={!podeInserirComentario || gravacao.isPending}
      />
      {base && <HistoricoSection pedidoId={base.id} steps={base.pedidoSteps ?? []} />}
      <div className="master-form-actions pedido-acoes" role="toolbar" aria-label="Ações do pedido">
        <Button type="button" label="Voltar" icon="pi pi-arrow-left" outlined onClick={() => navigate('/directselling')} />
        {cadastra && (
          <>
            <Button
              type="button"
              label="Cadastrar pedido"
              icon="pi pi-save"
              outlined
              loading={gravacao.isPending}
              onClick={() => void enviar({ tipo: 'criar', corpo: corpo({ steps: { id: STEP.cadastro } }) })}
            />
            <Button
              type="button"
              label={ROTULO_ACAO.enviarParaAprovacao}
              icon="pi pi-send"
              loading={gravacao.isPending}
              onClick={() => void enviar({ tipo: 'criar', corpo: corpo({ steps: { id: STEP.aprovacaoVenda } }) })}
            />
          </>
        )}
        {base && podeEditar && (
          <Button
            type="button"
            label="Salvar"
            icon="pi pi-save"
            outlined
            loading={gravacao.isPending}
            onClick={() => void enviar({ tipo: 'salvar', id: base.id, corpo: corpo() })}
          />
        )}
        {base &&
          acoes.map((a) => (
            <Button
              key={a.evento}
              type="button"
              label={a.rotulo}
              severity={a.severidade === 'perigo' ? 'danger' : a.severidade === 'secundario' ? 'secondary' : undefined}
              outlined={a.severidade !== 'primario'}
              disabled={gravacao.isPending}
              onClick={() => clicar(a)}
            />
          ))}
      </div>
      {motivo && (
        <MotivoDialog
          titulo={motivo.acao.evento === 'PedidoCancelado' ? 'Cancelar pedido' : motivo.acao.rotulo}
          rotuloConfirmar={motivo.acao.evento === 'PedidoCancelado' ? ROTULO_ACAO.cancelarPedido : motivo.acao.rotulo}
          pergunta={motivo.acao.evento === 'PedidoCancelado' ? pmsg.confirmarCancelamento : undefined}
          onClose={() => setMotivo(null)}
          onConfirmar={(m) => {
            const a = motivo.acao;
            setMotivo(null);
            executar(a, m);
          }}
        />
      )}
      {erros && <ErrosDialog mensagens={erros} onClose={() => setErros(null)} />}
      {aviso && (
        <AvisoDialog
          mensagem={aviso.mensagem}
          onClose={() => setAviso(null)}
          onTenhoCerteza={() => {
            const r = aviso.reenviar;
            setAviso(null);
            r();
          }}
        />
      )}
    </section>
  );
}
