import { sql } from 'kysely';
import { antecedenciaDoLembrete, diasUteisAntes, HORA_LEMBRETE } from '@portal/contracts/prazos/prazo';
import { OFFSET_BRASILIA } from '@portal/contracts/br/business-days';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { CONF } from '@portal/contracts/settings/regras';
import { PRAZO_LEMBRETE, PRAZO_STREAM_TYPE, prazoStream } from '@portal/contracts/prazos/workflows';
import { metadataFor, SYSTEM_ACTOR, type Db } from '../kernel/index.ts';
import { registrarAvisos } from '../notificacoes/index.ts';
import './avisos.ts';

/** When a KPI month's lock is reminded: 08:00 in Brasília, 2 business days before its deadline's day. */
export const lembreteDoKpi = (prazo: string) =>
  new Date(`${diasUteisAntes(prazo, antecedenciaDoLembrete('kpi'))}T${String(HORA_LEMBRETE).padStart(2, '0')}:00:00${OFFSET_BRASILIA}`);

/**
 * The KPI months about to lock: for each month's deadline in force (conf10, the last one set) whose reminder has come and
 * whose day has not passed, appends `PrazoLembrete` once on `prazo-kpi-<ano>-<mes>-<prazo>` (a deadline moved later gets
 * its own), which the notifications projection turns into the dealers' 'Mês do KPI perto de travar'. Run by the
 * deadlines' sweep (`varrer-prazos`, every minute); idempotent. Answers how many were appended.
 */
export async function avisarPrazosKpi(db: Db, now: Date): Promise<number> {
  const hoje = dataEmSaoPaulo(now);
  const prazos = await sql<{ ano: number; mes: number; valor: string }>`
    select distinct on (ano, mes) ano, mes, valor from configuracoes_gerais
    where tipo = ${CONF.prazoKpi} and ano is not null and mes is not null
    order by ano, mes, id desc`.execute(db);
  let n = 0;
  for (const p of prazos.rows) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(p.valor) || p.valor < hoje || lembreteDoKpi(p.valor) > now) continue;
    const chave = `kpi-${p.ano}-${p.mes}-${p.valor}`;
    const stored = await db.transaction().execute((trx) =>
      registrarAvisos(
        trx,
        prazoStream(chave),
        PRAZO_STREAM_TYPE,
        [
          {
            type: PRAZO_LEMBRETE,
            data: {
              chave,
              tipo: 'kpi',
              ano: p.ano,
              mes: p.mes,
              prazo: p.valor,
              venceEm: new Date(`${p.valor}T23:59:59.999${OFFSET_BRASILIA}`).toISOString(),
              at: now.toISOString(),
            },
            metadata: metadataFor(SYSTEM_ACTOR, null, now),
          },
        ],
        true,
      ),
    );
    n += stored.length;
  }
  return n;
}
