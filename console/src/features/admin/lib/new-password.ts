import { msg } from '@portal/contracts/messages';

/** The admin-set password's client checks (spec 000 §5), in the order the form shows them. */
export function validateNovaSenha(nova: string, confirmar: string): string | null {
  if (!nova && !confirmar) return msg.preenchaObrigatorios;
  if (!nova) return msg.preenchaNovaSenha;
  if (nova.length < 6) return msg.novaSenhaMinimo6;
  if (nova !== confirmar) return msg.novaSenhaNaoConfere;
  return null;
}
