/** What other contexts' contracts may use of the deadlines: the lists' 'Prazo' filter and column. */
export { FiltroPrazo, PrazoDaLinha } from './schemas.ts';
