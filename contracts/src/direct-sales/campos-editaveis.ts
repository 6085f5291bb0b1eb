import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atuaComo, PERFIL_PEDIDO, type PerfilPedido, type TipoDesconto } from './order-machine.ts';
import { STEP, type StepId } from './steps.ts';
import type { CampoMonetario } from './campos-monetarios.ts';

/**
 * Who may change an order's money, at which step (docs/decisions.md "Direct-sales orders": money fields), pure: the server
 * refuses what it forbids and the order screen disables those inputs. The derived money (final price, special price,
 * commission value) is always the server's and is no field here.
 */
export { CAMPOS_MONETARIOS, type CampoMonetario, type AlteracaoMonetaria } from './campos-monetarios.ts';

/** The fields' names as the screen labels them (the refusals name them). */
export const ROTULO_CAMPO_MONETARIO: Record<CampoMonetario, string> = {
  precoPublico: 'Preço público',
  precoOpcional: 'Preço opcionais',
  tipoDesconto: 'Tipo de desconto',
  descontoEspecial: 'Desconto especial',
  percentualComissao: 'Percentual de comissão',
  prePagamento: 'Pré-pagamento',
};

/**
 * How a field may change:
 * - `digitado`: typed freely (formats aside);
 * - `ateAPolitica`: typed, from 0 up to the discount policy's value in force (Política de Desconto import);
 * - `daPolitica`: not typed, it is the policy's value (the server fills it when absent);
 * - `daTabela`: not typed, it is the vehicle's final price (Preço import; the server fills it when absent);
 * - `bloqueado`: not changed at all by this profile at this step.
 */
export type ModoCampo = 'digitado' | 'ateAPolitica' | 'daPolitica' | 'daTabela' | 'bloqueado';

/** What the rule needs besides step, profile and field: the order's discount type (as being saved) and whether the Preço import has a final price for its vehicle. */
export interface FatosCampo {
  tipoDesconto: TipoDesconto | null;
  temPrecoFinal: boolean;
}

const { administrador: ADM, vendaDireta: VD, dealer: DEALER } = PERFIL_PEDIDO;
/** D4 (spec §5.1: the commission percentage is typed only with D4). */
const D4 = 5;

/**
 * The spec's 'Digitar preço' mode (§5.1: shown to three user ids, not printed) is the importer's direct-sales team:
 * Administrador and Venda Direta, who also approve the sale.
 */
export const PERFIS_DIGITAR_PRECO: readonly PerfilPedido[] = [ADM, VD];

/**
 * The steps at which each profile may change money. The dealer while registering (0 Cadastro, 1 Reprovado); Venda Direta
 * until it approves the sale (2); after the approval the value is the approved one, and only an Administrador corrects it
 * (every open step). Financeiro, Faturamento, Logística and Gerente de Vendas never change money. 9 and 15 are closed.
 */
export const ETAPAS_MONETARIAS: Readonly<Record<PerfilPedido, readonly StepId[]>> = {
  [ADM]: [0, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13],
  [VD]: [STEP.cadastro, STEP.reprovado, STEP.aprovacaoVenda],
  [DEALER]: [STEP.cadastro, STEP.reprovado],
  Financeiro: [],
  Faturamento: [],
  Logística: [],
  'Gerente de Vendas': [],
};

/** How `perfil` may change `campo` at `step` (null: the actor acts on this order as no profile). */
export function modoCampo(step: StepId, perfil: PerfilPedido | null, campo: CampoMonetario, fatos: FatosCampo): ModoCampo {
  // conf12 (payment mode) decides pré-pagamento when the order is registered; nobody types it
  if (campo === 'prePagamento' || perfil === null || !ETAPAS_MONETARIAS[perfil].includes(step)) return 'bloqueado';
  const digitaPreco = PERFIS_DIGITAR_PRECO.includes(perfil);
  switch (campo) {
    case 'tipoDesconto':
      return 'digitado';
    case 'precoPublico':
      return digitaPreco || !fatos.temPrecoFinal ? 'digitado' : 'daTabela';
    case 'precoOpcional':
      return digitaPreco || !fatos.temPrecoFinal ? 'digitado' : 'bloqueado';
    case 'descontoEspecial':
      return digitaPreco ? 'ateAPolitica' : 'daPolitica';
    case 'percentualComissao':
      return digitaPreco && fatos.tipoDesconto === D4 ? 'ateAPolitica' : 'daPolitica';
  }
}

/** Whether the screen lets the user type the field (the server still checks the value). */
export const campoEditavel = (step: StepId, perfil: PerfilPedido | null, campo: CampoMonetario, fatos: FatosCampo): boolean => {
  const modo = modoCampo(step, perfil, campo, fatos);
  return modo === 'digitado' || modo === 'ateAPolitica';
};

const PERFIS_STAFF: readonly PerfilPedido[] = [ADM, VD, 'Financeiro', 'Faturamento', 'Logística', 'Gerente de Vendas'];

/** The profile `actor` acts as on an order of that dealer (the machine's `atuaComo`), or null. */
export function perfilNoPedido(actor: Actor, concessionariaId: number | null, concessionariaGrupoId: number | null): PerfilPedido | null {
  if (actor.grupoPerfil === GRUPO_PERFIL.Dealer) return atuaComo(actor, [DEALER], concessionariaId, concessionariaGrupoId) ? DEALER : null;
  return PERFIS_STAFF.find((p) => atuaComo(actor, [p], concessionariaId, concessionariaGrupoId)) ?? null;
}
