import type { Db } from '../kernel/index.ts';
import { loadPrincipal, type Principal } from '../access/index.ts';
import { alterarStatus } from '../vehicles/index.ts';
import { solicitarTroca } from './commands.ts';

/**
 * Demo swaps, made through the commands: Beatriz Barra (JLR005) offers two vehicles for swap; Diego Morumbi (JLR001)
 * asks for one offering two of his, Bruno Brasília (JLR009) asks for the other without offering any. Skipped when the
 * demo has no such vehicles. The caller decides whether to make them (`seedDemo`'s `trocas`): test runs do not, since
 * their assertions count the demo vehicles by status.
 */
export async function seedSwaps(deps: { db: Db; now: () => Date }): Promise<number> {
  const { db } = deps;
  const quem = async (email: string): Promise<Principal | null> => {
    const row = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirst();
    return row ? loadPrincipal(db, row.id, null) : null;
  };
  const [barra, morumbi, brasilia] = await Promise.all(['dealer.barra', 'dealer.morumbi', 'dealer.brasilia'].map((e) => quem(`${e}@demo.portal.com.br`)));
  if (!barra || !morumbi || !brasilia) return 0;
  const cota = (p: Principal, n: number) =>
    db
      .selectFrom('veiculos')
      .select('id')
      .where('concessionaria_id', '=', p.concessionariaId)
      .where('status', '=', 0)
      .where('bloqueado_troca', '=', false)
      .orderBy('id')
      .limit(n)
      .execute();
  const daBarra = await cota(barra, 2);
  const doMorumbi = await cota(morumbi, 2);
  if (daBarra.length < 2 || doMorumbi.length < 2) return 0;
  const ctx = { correlationId: 'carga-demo-trocas' };
  const ids = daBarra.map((v) => v.id);
  await alterarStatus(deps, barra, { veiculoId: ids, status: 11 }, ctx);
  const contato = (nome: string, email: string, tel: string) => ({
    contatoNome: nome,
    contatoEmail: email,
    contatoTelefone: tel,
    comentario: 'Cliente interessado, faturamento imediato.',
  });
  await solicitarTroca(
    deps,
    morumbi,
    {
      veiculoInteresseId: ids[0]!,
      veiculosPropostos: doMorumbi.map((v) => v.id),
      ...contato('Diego Morumbi', 'dealer.morumbi@demo.portal.com.br', '11987654321'),
    },
    ctx,
  );
  await solicitarTroca(
    deps,
    brasilia,
    {
      veiculoInteresseId: ids[1]!,
      veiculosPropostos: [],
      confirmarSemVeiculo: true,
      ...contato('Bruno Brasília', 'dealer.brasilia@demo.portal.com.br', '6133334444'),
    },
    ctx,
  );
  return 2;
}
