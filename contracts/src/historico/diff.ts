import { ISO_DATA, dataBR, dataHoraEmSaoPaulo } from '../br/dates.ts';
import { rotuloDoCampo } from './campos.ts';

/** One field an event changed: its path, its pt-BR label, the value before and after as the screen shows them. */
export interface CampoAlterado {
  campo: string;
  rotulo: string;
  de: string;
  para: string;
}

/** Fields the history never lists: the record's own logs (the history is built from the events) and bookkeeping. */
const IGNORADOS = new Set(['historico', 'comentarios', 'atualizadoEm', 'versaoSenha']);
const ISO_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the history shows it: '—' for empty, Sim/Não, dd/MM/yyyy (HH:mm in São Paulo for an instant), lists joined. */
export function valorLegivel(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'number') return Number.isFinite(v) ? v.toLocaleString('pt-BR', { maximumFractionDigits: 4 }) : String(v);
  if (typeof v === 'string') {
    if (ISO_DATA.test(v)) return dataBR(v) ?? v;
    if (ISO_INSTANTE.test(v) && !Number.isNaN(Date.parse(v))) return dataHoraEmSaoPaulo(v);
    return v;
  }
  if (Array.isArray(v)) {
    if (v.length === 0) return '—';
    if (v.every((x) => x === null || typeof x !== 'object')) return v.map(valorLegivel).join(', ');
    return v.length === 1 ? '1 item' : `${v.length} itens`;
  }
  return JSON.stringify(v);
}

const objeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The leaves of a record by path (`dados.pedidoSolicitante.nome`); lists are leaves. */
function folhas(v: unknown, prefixo: string, out: Map<string, unknown>): Map<string, unknown> {
  if (!objeto(v)) {
    if (prefixo) out.set(prefixo, v);
    return out;
  }
  for (const [k, x] of Object.entries(v)) {
    if (IGNORADOS.has(k)) continue;
    folhas(x, prefixo ? `${prefixo}.${k}` : k, out);
  }
  return out;
}

/**
 * The fields that differ between a record's state before and after an event (its machine's context, or an audited row),
 * in the order the record lists them, each with its label and both values as the screen shows them. Pure.
 */
export function camposAlterados(tipo: string, antes: unknown, depois: unknown): CampoAlterado[] {
  const a = folhas(antes, '', new Map());
  const d = folhas(depois, '', new Map());
  const caminhos = [...new Set([...d.keys(), ...a.keys()])];
  const out: CampoAlterado[] = [];
  for (const campo of caminhos) {
    const de = a.get(campo);
    const para = d.get(campo);
    if (JSON.stringify(de ?? null) === JSON.stringify(para ?? null)) continue;
    const [deL, paraL] = [valorLegivel(de), valorLegivel(para)];
    if (deL === paraL) continue;
    out.push({ campo, rotulo: rotuloDoCampo(tipo, campo), de: deL, para: paraL });
  }
  return out;
}
