import { ADMINISTRADOR } from '@portal/contracts/access/roles';

/** Administrador and Regionais see the report tabs on the home page; other roles the Trocas Pendentes button (spec 000 §2). */
export const veTrocasPendentes = (role: string | null) => role !== null && role !== ADMINISTRADOR && role !== 'Regionais';
