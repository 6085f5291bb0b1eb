import { ABAS_IMPORTACAO_2 } from '@portal/contracts/imports/abas/index';
import { TIPOS_RELATORIO } from '@portal/contracts/imports/abas/relatorios';
import { MARCAS_PLANO_ANUAL } from '@portal/contracts/imports/abas/plano-anual';

export type Celula = string | number | null;
export interface ModeloPlanilha {
  nome: string;
  folhas: { nome: string; linhas: Celula[][] }[];
}

/**
 * GET importacoes/relatorio (arquivo, abaRelatorios): the template of a tab's file — its header and an example row;
 * for Relatórios (`abaRelatorios` = report type) one example row per indicator of the type; for Plano Anual the
 * 002 §5.3 layout (four leading sheets, then a dealer's sheet with C4, brand headings from C6 and the plan in H).
 * Null for a tab that is not one of these (the engine's tabs answer their own templates).
 */
export function modeloDePlanilha(arquivo: number, abaRelatorios?: number | null): ModeloPlanilha | null {
  const aba = ABAS_IMPORTACAO_2.find((a) => a.arquivo === arquivo);
  if (!aba) return null;
  const nome = `Modelo_${aba.nome.replace(/[^A-Za-z0-9]+/g, '_').replace(/(?<!_)_+$/, '')}`;
  if (aba.layout === 'plano-anual') {
    const folha = (t: string) => ({ nome: t, linhas: [[`Planilha ignorada na importação (${t}).`]] });
    const dealer: Celula[][] = [[], [], [], [null, 'Dealer', 'JLR001'], [], [null, null, MARCAS_PLANO_ANUAL[0]!]];
    dealer.push([null, null, 'F-PACE', null, null, null, null, 12], [null, null, MARCAS_PLANO_ANUAL[1]!], [null, null, 'Defender', null, null, null, null, 30]);
    return { nome, folhas: [...['Instruções', 'Resumo', 'Premissas', 'Total'].map(folha), { nome: 'JLR001', linhas: dealer }] };
  }
  const cabecalho = aba.colunas.map((c) => c.nome);
  const tipo = TIPOS_RELATORIO.find((t) => t.id === abaRelatorios);
  const exemplos: Celula[][] =
    tipo && aba.parametros.includes('importacaoRelatorioTipoId')
      ? tipo.indicadores.map((i) => [i, tipo.por === 'dealer' ? 'JLR001' : null, tipo.por === 'modelo' ? 'Defender' : null, '10'])
      : [aba.colunas.map((c) => c.exemplo)];
  return { nome: tipo ? `${nome}_${tipo.nome.replace(/\s+/g, '_')}` : nome, folhas: [{ nome: aba.nome.slice(0, 31), linhas: [cabecalho, ...exemplos] }] };
}
