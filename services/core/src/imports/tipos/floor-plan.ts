import { sql } from 'kysely';
import { ABA_FLOOR_PLAN } from '@portal/contracts/imports/abas/floor-plan';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import type { Db } from '../../kernel/index.ts';
import type { DefinicaoImportacao } from '../definicao.ts';
import { aceitar, carregarCadastrosDoCiclo, carregarCiclo, celula, dealerDa, falhou, valorDa, type CadastrosDoCiclo } from './apoio-abas.ts';

export interface FloorPlan {
  concessionariaId: number;
  limite: string;
  utilizado: string;
}
type Ctx = CadastrosDoCiclo;

/**
 * Tab Floor Plan (arquivo 10): each dealer's floor-plan credit line in the chosen cycle — limit and amount used —
 * upserted into `floor_plan`; the home reports' 'Floor Plan Disponível' is limit − used (R$).
 */
export const floorPlan: DefinicaoImportacao<FloorPlan, Ctx> = {
  ...ABA_FLOOR_PLAN,
  carregarContexto: carregarCadastrosDoCiclo,
  validar(linha, ctx, _params, vistas) {
    const d = dealerDa(linha, ctx);
    if (falhou(d)) return d;
    const limite = valorDa(linha, 'Limite');
    if (falhou(limite)) return limite;
    const utilizado = valorDa(linha, 'Utilizado');
    if (falhou(utilizado)) return utilizado;
    const aviso = Number(utilizado) > Number(limite) ? imsg.utilizadoAcimaDoLimite : undefined;
    return aceitar(String(d.id), celula(linha, 'Dealer'), { concessionariaId: d.id, limite, utilizado }, vistas, aviso);
  },
  async gravarLote(trx, linhas, params, importacaoId) {
    if (!linhas.length) return;
    const ciclo = await carregarCiclo(trx, params);
    await gravarFloorPlan(
      trx,
      ciclo.id,
      importacaoId,
      linhas.map((l) => l.valor),
    );
  },
};

export async function gravarFloorPlan(trx: Db, cicloId: number, importacaoId: number, valores: readonly FloorPlan[]) {
  if (!valores.length) return;
  // one statement whatever the batch's size: the columns as arrays (unnest)
  await sql`
    insert into floor_plan (concessionaria_id, limite, utilizado, ciclo_id, importacao_id, importado_em)
    select u.*, ${cicloId}::int, ${importacaoId}::int, now()
    from unnest(${valores.map((v) => v.concessionariaId)}::int[], ${valores.map((v) => v.limite)}::numeric[],
      ${valores.map((v) => v.utilizado)}::numeric[]) as u
    on conflict (ciclo_id, concessionaria_id) do update
    set limite = excluded.limite, utilizado = excluded.utilizado, importacao_id = excluded.importacao_id, importado_em = excluded.importado_em`.execute(trx);
}
