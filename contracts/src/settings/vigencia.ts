import { ISO_DATA, dataBR } from '../br/dates.ts';
import { cfgMsg } from './messages.ts';
import type { Validado } from './regras.ts';
import type { Opcional } from './specs.ts';

/**
 * The mandatory-options guide of a model type and its vigência (spec 002 §3 "Optional-vigência row: modeloDescricao,
 * inicioVigencia, fimVigencia, usuarioNome"; §8.3 'Vigência salvo com sucesso'): what the form sends, checked the same
 * way by the console and the server.
 */
export interface VigenciaValida {
  tipoModeloAgrupadoId: number;
  inicioVigencia: string;
  fimVigencia: string | null;
  opcionais: Opcional[];
}
export const MAX_OPCIONAIS_GUIA = 200;
const CODIGO_OPCIONAL = /^[A-Z0-9][A-Z0-9.-]{0,19}$/;

/** YYYY-MM-DD or dd/MM/yyyy → YYYY-MM-DD when it is a real day; otherwise null. */
export function dataDoFormulario(v: unknown): string | null {
  let s = typeof v === 'string' ? v.trim() : '';
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  if (br) s = `${br[3]}-${br[2]}-${br[1]}`;
  if (!ISO_DATA.test(s)) return null;
  const d = new Date(`${s}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : null;
}

/** The guide as saved, or the pt-BR reason the form is refused (the first one, in the form's order). */
export function validarVigencia(input: {
  tipoModeloAgrupadoId?: unknown;
  inicioVigencia?: unknown;
  fimVigencia?: unknown;
  opcionais?: readonly { codigo?: unknown; descricao?: unknown }[] | null;
}): Validado<VigenciaValida> {
  const tipo = Number(input.tipoModeloAgrupadoId);
  if (!Number.isInteger(tipo) || tipo < 1) return { ok: false, erro: cfgMsg.tipoModeloObrigatorio };
  const inicio = dataDoFormulario(input.inicioVigencia);
  if (!inicio) return { ok: false, erro: cfgMsg.vigenciaInicioInvalido };
  const semFim = input.fimVigencia === null || input.fimVigencia === undefined || input.fimVigencia === '';
  const fim = semFim ? null : dataDoFormulario(input.fimVigencia);
  if (!semFim && !fim) return { ok: false, erro: cfgMsg.vigenciaFimInvalido };
  if (fim && fim < inicio) return { ok: false, erro: cfgMsg.vigenciaFimAntesDoInicio };
  const opcionais: Opcional[] = [];
  const vistos = new Set<string>();
  for (const o of input.opcionais ?? []) {
    const codigo = typeof o.codigo === 'string' ? o.codigo.trim().toUpperCase() : '';
    const descricao = typeof o.descricao === 'string' ? o.descricao.trim().replace(/\s+/g, ' ') : '';
    if (codigo === '' && descricao === '') continue;
    if (!CODIGO_OPCIONAL.test(codigo)) return { ok: false, erro: cfgMsg.vigenciaCodigoOpcional(codigo.slice(0, 20)) };
    if (descricao.length > 200) return { ok: false, erro: cfgMsg.vigenciaDescricaoOpcional(codigo) };
    if (vistos.has(codigo)) return { ok: false, erro: cfgMsg.vigenciaOpcionalRepetido(codigo) };
    vistos.add(codigo);
    opcionais.push({ codigo, descricao: descricao || codigo });
  }
  if (!opcionais.length) return { ok: false, erro: cfgMsg.vigenciaSemOpcionais };
  if (opcionais.length > MAX_OPCIONAIS_GUIA) return { ok: false, erro: cfgMsg.vigenciaOpcionaisDemais };
  return { ok: true, valor: { tipoModeloAgrupadoId: tipo, inicioVigencia: inicio, fimVigencia: fim, opcionais } };
}

/** The refusal naming the vigência a new one would overlap. */
export const mensagemSobreposicao = (outra: { inicio: string; fim: string | null }) =>
  cfgMsg.vigenciaSobreposta(dataBR(outra.inicio)!, outra.fim ? dataBR(outra.fim)! : 'sem data de fim');
