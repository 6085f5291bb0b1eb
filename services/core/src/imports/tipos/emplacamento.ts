import { sql } from 'kysely';
import { ABA_EMPLACAMENTO } from '@portal/contracts/imports/abas/emplacamento';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import type { Db } from '../../kernel/index.ts';
import type { DefinicaoImportacao } from '../definicao.ts';
import { aceitar, carregarCadastros, celula, dealerDa, erro, falhou, type Cadastros } from './apoio-abas.ts';
import { CHASSI_VIN } from './comum.ts';

export interface Emplacamento {
  chassi: string;
  concessionariaId: number;
  data: string;
  placa: string | null;
}
type Ctx = Cadastros & { chassis: ReadonlySet<string>; hoje: string };

const PLACA = /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/;

/** 'dd/mm/aaaa' (or the ISO 'aaaa-mm-dd' a date cell gives) → 'aaaa-mm-dd', null when not a real day. */
export function dataDa(t: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!m) return null;
  const [d, mes, a] = t.includes('/') ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  const iso = `${a}-${mes}-${d}`;
  const dt = new Date(`${iso}T00:00:00Z`);
  return Number(a) >= 2000 && !Number.isNaN(dt.getTime()) && dt.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * Tab Emplacamento (arquivo 5): one registration per chassis — dealer, date, plate — upserted into `emplacamentos`
 * (a later import of the same chassis replaces it). A chassis the portal does not know is kept with a warning (Aviso).
 */
export const emplacamento: DefinicaoImportacao<Emplacamento, Ctx> = {
  ...ABA_EMPLACAMENTO,
  async carregarContexto(db) {
    const [cadastros, chassis, hoje] = await Promise.all([
      carregarCadastros(db),
      db.selectFrom('veiculos').select('chassi').execute(),
      sql<{ d: string }>`select (now() at time zone 'America/Sao_Paulo')::date::text d`.execute(db),
    ]);
    return { ...cadastros, chassis: new Set(chassis.map((c) => c.chassi.toUpperCase())), hoje: hoje.rows[0]!.d };
  },
  validar(linha, ctx, _params, vistas) {
    const chassi = celula(linha, 'Chassi').toUpperCase();
    if (!chassi) return erro(imsg.obrigatorio('Chassi'));
    if (!CHASSI_VIN.test(chassi)) return erro(imsg.chassiInvalido);
    const d = dealerDa(linha, ctx);
    if (falhou(d)) return d;
    const texto = celula(linha, 'Data do Emplacamento');
    if (!texto) return erro(imsg.obrigatorio('Data do Emplacamento'));
    const data = dataDa(texto);
    if (!data) return erro(imsg.dataInvalida);
    if (data > ctx.hoje) return erro(imsg.dataFutura);
    const placa = celula(linha, 'Placa').toUpperCase().replace(/[\s-]/g, '');
    if (placa && !PLACA.test(placa)) return erro(imsg.placaInvalida);
    return aceitar(
      chassi,
      chassi,
      { chassi, concessionariaId: d.id, data, placa: placa || null },
      vistas,
      ctx.chassis.has(chassi) ? undefined : imsg.chassiDesconhecido,
    );
  },
  async gravarLote(trx, linhas, _params, importacaoId) {
    if (linhas.length)
      await gravarEmplacamentos(
        trx,
        importacaoId,
        linhas.map((l) => l.valor),
      );
  },
};

export async function gravarEmplacamentos(trx: Db, importacaoId: number, valores: readonly Emplacamento[]) {
  if (!valores.length) return;
  // one statement whatever the batch's size: the columns as arrays (unnest)
  await sql`
    insert into emplacamentos (chassi, concessionaria_id, data_emplacamento, placa, importacao_id, importado_em)
    select u.*, ${importacaoId}::int, now()
    from unnest(${valores.map((v) => v.chassi)}::text[], ${valores.map((v) => v.concessionariaId)}::int[],
      ${valores.map((v) => v.data)}::date[], ${valores.map((v) => v.placa)}::text[]) as u
    on conflict (chassi) do update
    set concessionaria_id = excluded.concessionaria_id, data_emplacamento = excluded.data_emplacamento, placa = excluded.placa,
      importacao_id = excluded.importacao_id, importado_em = excluded.importado_em`.execute(trx);
}
