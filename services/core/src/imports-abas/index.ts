export { statusVarejo, imagemEmplacamento } from './consultas.ts';
export { modeloDePlanilha, type ModeloPlanilha } from './modelo-planilha.ts';
