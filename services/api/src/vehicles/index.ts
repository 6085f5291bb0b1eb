/** What other API contexts may use of the vehicle routes: the vehicle list's handler. */
export { listaVeiculos } from './list-route.ts';
