import { MESES } from '@portal/contracts/vehicles/status';
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

export interface CicloFiscal {
  id: number;
  nome: string;
  ano: number;
  anoFiscal: number;
  mes: { id: number; nome: string };
  /** the cycle of the current month (the tabs' default) */
  atual: boolean;
}

/** The 12 cycles of a fiscal year in order (002 §3 "Fiscal cycle"), marking the current month's. */
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
  }));
}
