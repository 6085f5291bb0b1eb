import { MESES } from '@portal/contracts/vehicles/status';
import type { CicloFiscal } from '@portal/contracts/imports/schemas';
import type { Db } from '../kernel/index.ts';

/** Year and month of an instant in São Paulo. */
export function anoMesEmSaoPaulo(agora: Date): { ano: number; mes: number } {
  const [a, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(agora).split('-');
  return { ano: Number(a), mes: Number(m) };
}

/** The fiscal year (April to March, named by the year it ends in: docs/decisions.md "Production plan") of an instant. */
export function anoFiscalDe(agora: Date): number {
  const { ano, mes } = anoMesEmSaoPaulo(agora);
  return mes >= 4 ? ano + 1 : ano;
}

/** Fiscal years with cycles (the `ciclos` table), newest first. */
export async function anosFiscais(db: Db): Promise<number[]> {
  const r = await db.selectFrom('ciclos').select('ano_fiscal').distinct().orderBy('ano_fiscal', 'desc').execute();
  return r.map((x) => x.ano_fiscal);
}

export type { CicloFiscal };

/**
 * The 12 cycles of a fiscal year in order (002 §3 "Fiscal cycle"), marking the current month's (`atual`) and the tabs'
 * default (`padrao`: 002 §5.3 "the one matching the current month" — in another fiscal year, the same calendar month).
 */
export async function ciclosDoAno(db: Db, anoFiscal: number, agora: Date): Promise<CicloFiscal[]> {
  const { ano, mes } = anoMesEmSaoPaulo(agora);
  const r = await db.selectFrom('ciclos').select(['id', 'nome', 'ano', 'mes', 'ano_fiscal']).where('ano_fiscal', '=', anoFiscal).orderBy('ordem').execute();
  return r.map((c) => ({
    id: c.id,
    nome: c.nome,
    ano: c.ano,
    anoFiscal: c.ano_fiscal,
    mes: { id: c.mes, nome: MESES[c.mes - 1]! },
    atual: c.ano === ano && c.mes === mes,
    padrao: c.mes === mes,
  }));
}
