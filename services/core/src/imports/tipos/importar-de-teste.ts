import type { Db } from '../../kernel/index.ts';
import type { DefinicaoImportacao, LinhaLida, ParametrosImportacao, ResultadoLinha } from '../definicao.ts';

/**
 * What the import engine does with a tab, in its simplest form, for the tabs' tests and the demo load: load the
 * context, validate each row against the keys already accepted, write the accepted rows in one transaction, conclude.
 */
export async function importar<T, C>(
  db: Db,
  def: DefinicaoImportacao<T, C>,
  params: ParametrosImportacao,
  linhas: Iterable<LinhaLida>,
  importacaoId: number,
): Promise<ResultadoLinha<T>[]> {
  const ctx = await def.carregarContexto(db, params);
  const vistas = new Set<string>();
  const resultados: ResultadoLinha<T>[] = [];
  const aceitas: { numero: number; chave: string; valor: T }[] = [];
  for (const l of linhas) {
    const r = def.validar(l, ctx, params, vistas);
    resultados.push(r);
    if (r.status === 2 || r.status === 7) {
      vistas.add(r.chave);
      aceitas.push({ numero: l.numero, chave: r.chave, valor: r.valor });
    }
  }
  await db.transaction().execute(async (trx) => {
    await def.gravarLote(trx, aceitas, params, importacaoId);
    await def.concluir?.(trx, params, importacaoId);
  });
  return resultados;
}
