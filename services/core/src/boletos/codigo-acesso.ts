import { randomBytes } from 'node:crypto';
import { ALFABETO_CODIGO_ACESSO, TAMANHO_CODIGO_ACESSO } from '@portal/contracts/boletos/codigo-acesso';
import type { Db } from '../kernel/index.ts';

/**
 * A new 'Código de acesso': 12 characters drawn from the CSPRNG (crypto.randomBytes), 5 bits each (the alphabet has
 * exactly 32 letters, so `byte & 31` has no bias). Never derived from the boleto or the order.
 */
export function gerarCodigoAcesso(): string {
  return [...randomBytes(TAMANHO_CODIGO_ACESSO)].map((b) => ALFABETO_CODIGO_ACESSO[b & 31]).join('');
}

/**
 * The boleto's code, created on first need: when the boleto is recorded (emitir, reemitir) and, for any boleto that
 * somehow lacks one, when its PDF is produced. Kept as is in `boletos_codigo_acesso` (the PDF prints it).
 */
export async function garantirCodigoAcesso(db: Db, boletoId: number): Promise<string> {
  await db
    .insertInto('boletos_codigo_acesso')
    .values({ boleto_id: boletoId, codigo: gerarCodigoAcesso() })
    .onConflict((oc) => oc.column('boleto_id').doNothing())
    .execute();
  const r = await db.selectFrom('boletos_codigo_acesso').select('codigo').where('boleto_id', '=', boletoId).executeTakeFirstOrThrow();
  return r.codigo;
}
