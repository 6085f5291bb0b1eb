/** What other API contexts may use of the vehicle routes: the vehicle filters and the list-route helper. */
export { FiltrosVeiculo } from '@portal/contracts/vehicles/schemas';
export { listaVeiculos } from './list-route.ts';
