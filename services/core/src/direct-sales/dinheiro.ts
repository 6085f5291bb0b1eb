import {
  CAMPOS_MONETARIOS,
  ROTULO_CAMPO_MONETARIO,
  modoCampo,
  perfilNoPedido,
  type AlteracaoMonetaria,
  type CampoMonetario,
  type FatosCampo,
  type ModoCampo,
} from '@portal/contracts/direct-sales/campos-editaveis';
import type { DadosPedido, TipoDesconto } from '@portal/contracts/direct-sales/order-machine';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { arredondarPercentual, formatarPercentual } from '@portal/contracts/direct-sales/precos';
import type { StepId } from '@portal/contracts/direct-sales/steps';
import { InvalidInput, NotFound, actorOf, type Actor, type Db } from '../kernel/index.ts';
import { percentualDesconto, precoFinalEmVigor } from './lookups/queries.ts';
import type { PedidoCorpo } from './validation.ts';

/** The order as it stands before the request (`dados` null when it is being registered). */
export interface PedidoAntes {
  step: StepId;
  concessionariaId: number | null;
  concessionariaGrupoId: number | null;
  dados: DadosPedido | null;
}

type Valor = number | null;
type CampoDosDados = Exclude<CampoMonetario, 'prePagamento'>;
const CAMPOS = CAMPOS_MONETARIOS.filter((c): c is CampoDosDados => c !== 'prePagamento');

const ler = (d: DadosPedido | null, campo: CampoDosDados): Valor =>
  !d ? null : campo === 'percentualComissao' ? d.percentualComissao : (d.pedidoPrecoPagamento[campo] ?? null);
/** A body's money as validation keeps it (reais with 2 decimals), to tell a change before validating. */
const reais = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100) / 100);
const brl = (v: number) => `R$ ${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const mesmoPercentual = (a: Valor, b: Valor) => a !== null && b !== null && arredondarPercentual(a) === arredondarPercentual(b);

/** The Preço import's final price in force on `hoje` for the vehicle's derivative and model year, or null. */
export async function precoFinalDoVeiculo(db: Db, derivativoId: number | null, anoModelo: number | null, hoje: string): Promise<number | null> {
  if (derivativoId === null || anoModelo === null) return null;
  return (await precoFinalEmVigor(db, derivativoId, anoModelo, hoje))?.precoPublico ?? null;
}

/** The discount policy in force (Política de Desconto import) for the discount type and product, or null. */
async function politicaDoCorpo(db: Db, p: Insumos, hoje: string): Promise<{ desconto: number; comissao: number } | null> {
  if (p.tipoDesconto === null || p.derivativoId === null) return null;
  try {
    return await percentualDesconto(db, { tipoDesconto: p.tipoDesconto, derivativoId: p.derivativoId, versaoId: p.versaoId ?? undefined }, hoje);
  } catch (e) {
    if (e instanceof NotFound || e instanceof InvalidInput) return null;
    throw e;
  }
}

/** What the policy and the price table are looked up by, as the body says it (unchecked values count as none). */
interface Insumos {
  tipoDesconto: TipoDesconto | null;
  derivativoId: number | null;
  versaoId: number | null;
  anoModelo: number | null;
}
const inteiro = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
function insumosDo(body: PedidoCorpo): Insumos {
  const t = body.pedidoPrecoPagamento?.tipoDesconto;
  const p = body.pedidoDescricaoProduto;
  const ano = Number(p?.anoModelo);
  return {
    tipoDesconto: t != null && t >= 1 && t <= 5 && Number.isInteger(t) ? (t as TipoDesconto) : null,
    derivativoId: inteiro(p?.derivativoId),
    versaoId: inteiro(p?.versaoId),
    anoModelo: Number.isInteger(ano) && ano > 0 ? ano : null,
  };
}

/** The money check of one request: `corpo` (the body with what comes from the policy or the table filled in), then `conferir`. */
export interface Dinheiro {
  corpo: PedidoCorpo;
  /** checks the validated data of `corpo` against the order before: the changes made, or 400 naming each refused field */
  conferir: (dados: DadosPedido) => Promise<AlteracaoMonetaria[]>;
}

/**
 * The server's word on the order's money (campos-editaveis.ts). Fields the body leaves out whose source is the discount policy
 * or the price table are filled from it (before the body is validated, so a complete order finds them); then each money field
 * the request changes must be one the actor's profile may change at this step, and a value from the policy or the table must
 * be that value (or within the policy's limit). Refused: 400 naming each field, nothing written.
 */
export async function prepararDinheiro(db: Db, ator: Actor, antes: PedidoAntes, body: PedidoCorpo, hoje: string): Promise<Dinheiro> {
  const perfil = perfilNoPedido(actorOf(ator), antes.concessionariaId, antes.concessionariaGrupoId);
  // who acts on this order as no profile is refused by the machine itself (422), whatever the body says
  if (perfil === null) return { corpo: body, conferir: async () => [] };
  const insumos = insumosDo(body);
  const anterior = antes.dados;
  const fatos: FatosCampo = { tipoDesconto: insumos.tipoDesconto, temPrecoFinal: false };
  const modo = (c: CampoDosDados) => modoCampo(antes.step, perfil, c, fatos);
  // the reads happen only when they decide something: a save that keeps the money reads nothing more
  let precoFinal: number | null = null;
  const tabelaDecide = (['precoPublico', 'precoOpcional'] as const).some(
    (c) => modoCampo(antes.step, perfil, c, { ...fatos, temPrecoFinal: true }) !== modo(c),
  );
  const pr = body.pedidoPrecoPagamento;
  const precosMudam =
    !anterior ||
    pr?.precoPublico == null ||
    reais(pr.precoPublico) !== anterior.pedidoPrecoPagamento.precoPublico ||
    reais(pr.precoOpcional) !== anterior.pedidoPrecoPagamento.precoOpcional;
  if (tabelaDecide && precosMudam) {
    precoFinal = await precoFinalDoVeiculo(db, insumos.derivativoId, insumos.anoModelo, hoje);
    fatos.temPrecoFinal = precoFinal !== null;
  }
  const modos = Object.fromEntries(CAMPOS.map((c) => [c, modo(c)])) as Record<CampoDosDados, ModoCampo>;
  const dePolitica = (c: CampoDosDados) => modos[c] === 'daPolitica' || modos[c] === 'ateAPolitica';
  let politica: Promise<{ desconto: number; comissao: number } | null> | undefined;
  const limiteDe = async (c: CampoDosDados) => {
    const p = await (politica ??= politicaDoCorpo(db, insumos, hoje));
    return !p ? null : c === 'descontoEspecial' ? p.desconto : p.comissao;
  };

  const preco = { ...pr };
  const corpo: PedidoCorpo = { ...body, pedidoPrecoPagamento: preco };
  if (modos.precoPublico === 'daTabela' && preco.precoPublico == null && precoFinal !== null) preco.precoPublico = precoFinal;
  if (dePolitica('descontoEspecial') && preco.descontoEspecial == null) preco.descontoEspecial = await limiteDe('descontoEspecial');
  if (dePolitica('percentualComissao') && corpo.percentualComissao == null) corpo.percentualComissao = await limiteDe('percentualComissao');

  const conferir = async (dados: DadosPedido): Promise<AlteracaoMonetaria[]> => {
    const produto = dados.pedidoDescricaoProduto;
    const insumosMudaram =
      !anterior ||
      anterior.pedidoPrecoPagamento.tipoDesconto !== dados.pedidoPrecoPagamento.tipoDesconto ||
      anterior.pedidoDescricaoProduto.derivativoId !== produto.derivativoId ||
      anterior.pedidoDescricaoProduto.versaoId !== produto.versaoId;
    const erros: string[] = [];
    const alteracoes: AlteracaoMonetaria[] = [];
    for (const campo of CAMPOS) {
      const m = modos[campo];
      const rotulo = ROTULO_CAMPO_MONETARIO[campo];
      const de = ler(anterior, campo);
      const para = ler(dados, campo);
      const mudou = de !== para;
      if (mudou) alteracoes.push({ campo, de, para });
      if (!mudou && !(dePolitica(campo) && insumosMudaram)) continue;
      if (m === 'bloqueado') erros.push(pmsg.campoMonetarioBloqueado(rotulo));
      else if (m === 'daTabela' && para !== precoFinal) erros.push(pmsg.campoDaTabela(rotulo, brl(precoFinal!)));
      else if (dePolitica(campo) && para !== null && !(m === 'ateAPolitica' && para === 0)) {
        const limite = await limiteDe(campo);
        if (limite === null) erros.push(pmsg.campoSemPolitica(rotulo));
        else if (m === 'daPolitica' && !mesmoPercentual(para, limite)) erros.push(pmsg.campoDaPolitica(rotulo, formatarPercentual(limite)));
        else if (m === 'ateAPolitica' && arredondarPercentual(para) > arredondarPercentual(limite))
          erros.push(pmsg.campoAcimaDaPolitica(rotulo, formatarPercentual(limite)));
      }
    }
    if (erros.length) throw new InvalidInput(erros);
    return alteracoes;
  };
  return { corpo, conferir };
}

/** conf12 decides pré-pagamento when the order is registered; a body that says otherwise is refused (400 naming the field). */
export function conferirPrePagamento(body: PedidoCorpo, prePagamento: boolean): void {
  if (body.prePagamento != null && body.prePagamento !== prePagamento) throw new InvalidInput(pmsg.prePagamentoDaConfiguracao);
}
