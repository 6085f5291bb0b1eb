import type { AbaImportacao } from '../aba.ts';
import { ABA_EMPLACAMENTO } from './emplacamento.ts';
import { ABA_FLOOR_PLAN } from './floor-plan.ts';
import { ABA_PLANO_ANUAL } from './plano-anual.ts';
import { ABA_RELATORIOS } from './relatorios.ts';
import { ABA_VAREJO, ABA_VAREJO2 } from './varejo.ts';

/** The tabs Emplacamento, Varejo (and Retail 2), Relatórios, Floor Plan and Plano Anual, by `arquivo` code. */
export const ABAS_IMPORTACAO_2: readonly AbaImportacao[] = [ABA_EMPLACAMENTO, ABA_VAREJO, ABA_VAREJO2, ABA_RELATORIOS, ABA_FLOOR_PLAN, ABA_PLANO_ANUAL];
