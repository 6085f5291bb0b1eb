import { pathToFileURL } from 'node:url';
import { createDb } from '../db/connect.ts';
import { DomainError } from '../kernel/index.ts';
import { criarBancoBoletos } from '../boletos/bank/banco.ts';
import { BancoSandbox } from '../boletos/bank/sandbox.ts';

export const USO_BANCO_SANDBOX = [
  'uso: pnpm banco:sandbox consultar <boletoId>',
  '     pnpm banco:sandbox pagar <boletoId> [--valor 1234.56] [--data AAAA-MM-DD | instante ISO]',
  '     pnpm banco:sandbox baixar <boletoId> <motivo…>',
  '     pnpm banco:sandbox pagos-desde <instante ISO>',
].join('\n');

/**
 * The sandbox bank's levers from a terminal (development and demos): look a boleto up, tell the bank it was paid,
 * write it off, list the payments since an instant. Answers what to print; throws on bad use.
 */
export async function comandoBancoSandbox(banco: BancoSandbox, args: string[]): Promise<unknown> {
  const [cmd, id, ...resto] = args;
  const boletoId = Number(id);
  const opcao = (nome: string) => {
    const i = resto.indexOf(`--${nome}`);
    return i >= 0 ? resto[i + 1] : undefined;
  };
  switch (cmd) {
    case 'consultar':
      return (await banco.consultar(boletoId)) ?? `Boleto ${id} não registrado no banco sandbox.`;
    case 'pagar': {
      const valor = opcao('valor');
      const data = opcao('data');
      return banco.pagar(boletoId, { ...(valor !== undefined ? { valor: Number(valor.replace(',', '.')) } : {}), ...(data !== undefined ? { data } : {}) });
    }
    case 'baixar':
      await banco.baixar(boletoId, resto.join(' '));
      return banco.consultar(boletoId);
    case 'pagos-desde':
      return banco.titulosPagosDesde(id ?? '');
    default:
      throw new Error(USO_BANCO_SANDBOX);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const db = createDb();
  try {
    const banco = criarBancoBoletos({ db });
    if (!(banco instanceof BancoSandbox)) throw new Error(`O adaptador de boletos configurado (${process.env.BOLETO_ADAPTADOR}) não é o banco sandbox.`);
    console.log(JSON.stringify(await comandoBancoSandbox(banco, process.argv.slice(2)), null, 2));
  } catch (e) {
    console.error(e instanceof DomainError ? e.errors.join('\n') : (e as Error).message);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
