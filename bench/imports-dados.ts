import type { Db } from '@portal/core/kernel/index';
import { abaPreco } from '@portal/contracts/imports/abas/preco';

export interface LinhaBench {
  derivativoId: number;
  anoModeloId: number;
  /** the price as the file writes it, e.g. 100000.5 */
  preco: number;
  /** yyyy-mm-dd */
  desde: string;
}

/**
 * `n` distinct Preço rows over the seeded catalogue (every derivative × model year, one day after another from
 * 2031-01-01) and the CSV a user would upload with them (`;`, pt-BR numbers and dates).
 */
export async function precosDeBench(db: Db, n: number): Promise<{ linhas: LinhaBench[]; arquivo: Buffer }> {
  const ders = await db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.id', 'd.descricao', 'm.descricao as modelo'])
    .orderBy('d.id')
    .execute();
  const anos = await db.selectFrom('anos_modelo').select(['id', 'ano']).orderBy('ano').execute();
  const base = Date.UTC(2031, 0, 1);
  const texto: string[] = [abaPreco.colunas.map((c) => c.nome).join(';')];
  const linhas = Array.from({ length: n }, (_, i) => {
    const d = ders[i % ders.length]!;
    const a = anos[Math.floor(i / ders.length) % anos.length]!;
    const desde = new Date(base + Math.floor(i / (ders.length * anos.length)) * 86_400_000).toISOString().slice(0, 10);
    const preco = 100_000 + (i % 50_000);
    texto.push(`${d.modelo};${d.descricao};${a.ano};${preco},50;${desde.split('-').reverse().join('/')}`);
    return { derivativoId: d.id, anoModeloId: a.id, preco: preco + 0.5, desde };
  });
  return { linhas, arquivo: Buffer.from(texto.join('\r\n') + '\r\n', 'utf8') };
}
