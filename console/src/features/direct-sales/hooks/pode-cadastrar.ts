import { permissionFor } from '@portal/contracts/access/guard';
import { persisted } from '../../../shared/storage.ts';

/**
 * Novo Pedido and the new order's Cadastrar buttons: the user's menus grant /newrequest with edit (the order screen is
 * also open to the list's users for the details, but registering an order is the Nova Solicitação menu's).
 */
export function podeCadastrarPedido(): boolean {
  const menus = persisted.get().auth?.userClaims.claims.flatMap((c) => c.menus) ?? [];
  return permissionFor(menus, '/newrequest')?.edit === true;
}
