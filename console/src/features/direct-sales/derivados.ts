import { isAdministrador, type Actor } from '@portal/contracts/access/roles';
import {
  precoEspecial as calcularPrecoEspecial,
  precoPublicoFinal as somarPrecoPublico,
  valorComissao as calcularValorComissao,
} from '@portal/contracts/direct-sales/precos';
import { MAX_COMENTARIO_TEXTO, pmsg } from '@portal/contracts/direct-sales/messages';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { msg } from '@portal/contracts/messages';
import type { ArquivoForm, ContatoForm, PrecoForm } from './form-pedido.ts';
import { MASCARA, cpfComErro, mascaraCompleta, semMascara } from './mascaras.ts';

// What the order screen derives from its form and the server's answers (spec §3, §5.1, §8.1, §9): prices, the checks of a
// contact and a comment, who removes a file, the dialogs of a refused save, the read-only steps and how the screen opens.

/** The prices derived from the form (spec §3, §9). */
export interface Precos {
  precoPublicoFinal: number | null;
  precoEspecial: number | null;
  valorComissao: number | null;
}
/** precoPublicoFinal = público + opcional; precoEspecial = final − desconto %; valorComissao = especial × comissão % (contracts' rules). */
export function calcularPrecos(preco: PrecoForm, percentualComissao: number | null): Precos {
  try {
    const final = preco.precoPublico === null ? null : somarPrecoPublico(preco.precoPublico, preco.precoOpcional ?? 0);
    const especial = final === null ? null : calcularPrecoEspecial(final, preco.descontoEspecial ?? 0);
    const comissao = especial === null || percentualComissao === null ? null : calcularValorComissao(especial, percentualComissao);
    return { precoPublicoFinal: final, precoEspecial: especial, valorComissao: comissao };
  } catch {
    // a negative or out-of-range value: the server answers which field
    return { precoPublicoFinal: null, precoEspecial: null, valorComissao: null };
  }
}

/** The contact fields the spec requires, in its order, with the names its message uses. */
const CAMPOS_CONTATO: [keyof ContatoForm, string, (c: ContatoForm) => boolean][] = [
  ['nome', 'Nome', (c) => c.nome.trim() !== ''],
  ['telefone', 'Telefone', (c) => mascaraCompleta(c.telefone, MASCARA.telefone)],
  ['celular', 'Celular', (c) => mascaraCompleta(c.celular, MASCARA.celular)],
  ['email', 'E-mail', (c) => c.email.trim() !== ''],
  ['cpf', 'CPF', (c) => semMascara(c.cpf) !== ''],
  ['rgRne', 'RG/RNE', (c) => c.rgRne.trim() !== ''],
  ['profissaoId', 'Profissão', (c) => c.profissaoId !== null],
  ['cep', 'CEP', (c) => mascaraCompleta(c.cep, MASCARA.cep)],
  ['logradouro', 'Logradouro', (c) => c.logradouro.trim() !== ''],
  ['numero', 'Número', (c) => c.numero.trim() !== ''],
  ['bairro', 'Bairro', (c) => c.bairro.trim() !== ''],
  ['ufId', 'UF / Município', (c) => c.ufId !== null],
  ['cidadeId', 'Cidade', (c) => c.cidadeId !== null],
];

/** Adding a company contact: one message per missing field, then an invalid CPF (validated with the contracts' rule). */
export function errosContato(c: ContatoForm): string[] {
  const erros = CAMPOS_CONTATO.filter(([, , ok]) => !ok(c)).map(([, nome]) => pmsg.contatoCampoObrigatorio(nome));
  if (cpfComErro(c.cpf)) erros.push(tmsg.contatoCpfInvalido);
  return erros;
}

/** Comments are at most 8000 characters (DECISIONS.md). */
export const MAX_COMENTARIO = MAX_COMENTARIO_TEXTO;
export function erroComentario(descricao: string, destinatarioId: number | null): string | null {
  if (descricao.trim() === '') return pmsg.comentarioMensagemObrigatoria;
  if (descricao.length > MAX_COMENTARIO) return pmsg.comentarioLongo;
  if (destinatarioId === null) return pmsg.comentarioDestinatarioObrigatorio;
  return null;
}

/** Only an administrator removes a file the saved order already has; unsaved ones anyone may (spec §5.1). */
export const podeRemoverArquivo = (a: Pick<ArquivoForm, 'salvo'>, actor: Pick<Actor, 'role'> | null) => !a.salvo || (actor !== null && isAdministrador(actor));

// ---- the answers of a save (spec §8.1)

export type DialogoErro =
  { tipo: 'nenhum' } | { tipo: 'erro'; mensagens: string[] } | { tipo: 'aviso'; mensagem: string } | { tipo: 'recarregar'; mensagem: string };

/**
 * Which dialog a refused create, save or cancel opens (spec §8.1): several errors → 'ERROR AO PROSSEGUIR' listing them;
 * exactly the unpaid-boleto error → 'ATENCAO AO PROSSEGUIR' (Tenho Certeza resends with AprovarPagamento); any other
 * single error → the error dialog; 409 (someone else changed the order) → its message and a reload; a network failure
 * (status 0) only logs.
 */
export function dialogoDosErros(status: number, errors: readonly string[]): DialogoErro {
  const msgs = errors.filter((e) => e.trim() !== '');
  if (status === 0) return { tipo: 'nenhum' };
  if (status === 409) return { tipo: 'recarregar', mensagem: msgs[0] ?? tmsg.pedidoRecarregado };
  if (msgs.length === 1 && msgs[0] === pmsg.boletosEmAberto) return { tipo: 'aviso', mensagem: msgs[0] };
  return { tipo: 'erro', mensagens: msgs.length ? msgs : [msg.erroInterno] };
}

/** The toast after a successful save or move: the server's message, else the spec's (step changed or not). */
export function mensagemSucesso(resumo: { steps: { id: number; nomeAmigavel: string }; mensagem?: string | null }, stepAnterior: number | null): string {
  if (resumo.mensagem) return resumo.mensagem;
  return stepAnterior !== resumo.steps.id ? pmsg.pedidoEnviadoPara(resumo.steps.nomeAmigavel) : pmsg.pedidoAtualizado;
}

/** Steps 9 (Cancelado) and 15 (Pedido concluído) are read-only. */
export const stepSomenteLeitura = (step: number | null | undefined) => step === 9 || step === 15;

/** The navigation of /newrequest: ?id= (a saved order), ?tipo=solicitacao-direta-vd&veiculoId= (the vehicle hand-off), or new. */
export type Abertura = { modo: 'editar'; id: number } | { modo: 'solicitacao'; veiculoIds: number[] } | { modo: 'novo' };
export function aberturaDe(params: URLSearchParams): Abertura {
  const id = Number(params.get('id'));
  if (params.get('id') !== null && Number.isInteger(id) && id > 0) return { modo: 'editar', id };
  if (params.get('tipo') === 'solicitacao-direta-vd') {
    const ids = (params.get('veiculoId') ?? '')
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((x) => Number.isInteger(x) && x > 0);
    if (ids.length) return { modo: 'solicitacao', veiculoIds: [...new Set(ids)] };
  }
  return { modo: 'novo' };
}
