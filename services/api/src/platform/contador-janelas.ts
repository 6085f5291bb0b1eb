import { sql } from 'kysely';
import { preparado, type Db } from '@portal/core/kernel/index';

/** One counter to bump: its key and the start of its window. */
export interface Contagem {
  chave: string;
  janela: Date;
}

interface Pedido {
  itens: Contagem[];
  resolver: (ns: number[]) => void;
  rejeitar: (e: unknown) => void;
}

/** One statement: adds `k` to each (key, window) counter and answers the new totals (keys in one order: no deadlock). */
async function somar(db: Db, linhas: { chave: string; janela: Date; k: number }[]): Promise<Map<string, number>> {
  const q = preparado(
    sql<{ chave: string; ms: number; n: number }>`
      insert into limites_janelas (chave, janela, n)
      select c, j, k from unnest(${linhas.map((l) => l.chave)}::text[], ${linhas.map((l) => l.janela)}::timestamptz[], ${linhas.map((l) => l.k)}::int[]) as t(c, j, k)
      order by c, j
      on conflict (chave, janela) do update set n = limites_janelas.n + excluded.n
      returning chave, (extract(epoch from janela) * 1000)::float8 as ms, n`.compile(db),
  );
  const r = await db.executeQuery(q);
  return new Map(r.rows.map((row) => [`${row.chave}\u0000${Number(row.ms)}`, row.n]));
}

/**
 * The counters of `limites_janelas`, bumped in PostgreSQL so that every API process shares them. Requests that arrive
 * while this process's statement is under way wait for it and then go together in the next one (group commit): an idle
 * process answers after one statement, a busy one sends one statement per round trip, not per request. Each request
 * still gets its own exact position in the window (the batch's share of the total, in arrival order).
 */
export class ContadorJanelas {
  private fila: Pedido[] = [];
  private ocupado = false;
  /** statements sent so far (benchmarks compare it with the requests counted) */
  statements = 0;

  constructor(private readonly db: Db) {}

  /** Bumps each counter by one for this request; answers the request's count in each, in the order given. */
  contar(itens: Contagem[]): Promise<number[]> {
    return new Promise((resolver, rejeitar) => {
      this.fila.push({ itens, resolver, rejeitar });
      if (!this.ocupado) void this.enviar();
    });
  }

  private async enviar(): Promise<void> {
    this.ocupado = true;
    while (this.fila.length > 0) {
      const lote = this.fila;
      this.fila = [];
      const somas = new Map<string, { chave: string; janela: Date; k: number }>();
      const id = (c: Contagem) => `${c.chave}\u0000${c.janela.getTime()}`;
      for (const p of lote)
        for (const c of p.itens) {
          const s = somas.get(id(c));
          if (s) s.k++;
          else somas.set(id(c), { chave: c.chave, janela: c.janela, k: 1 });
        }
      try {
        this.statements++;
        const totais = await somar(this.db, [...somas.values()]);
        // the batch took the last k positions of each counter: hand them out in arrival order
        const proxima = new Map([...somas].map(([k, s]) => [k, (totais.get(k) ?? s.k) - s.k + 1]));
        for (const p of lote)
          p.resolver(
            p.itens.map((c) => {
              const n = proxima.get(id(c))!;
              proxima.set(id(c), n + 1);
              return n;
            }),
          );
      } catch (e) {
        for (const p of lote) p.rejeitar(e);
      }
    }
    this.ocupado = false;
  }
}
