/** What other contexts' contracts use of order-call: the BI chart tables (every BI dashboard draws and exports them). */
export { type Quadro, type LinhaQuadro, biMsg } from './bi.ts';
export { AtualizacaoBi, OpcoesBi, literais } from './bi-schemas.ts';
