import type { Migration } from 'kysely';
import * as platform from './2026-11-22T0000-platform.ts';
import * as adminPopups from './2026-11-22T0100-admin-popups.ts';
import * as vehicles from './2026-11-22T0110-vehicles.ts';
import * as swaps from './2026-11-22T0130-swaps.ts';
import * as principalNotify from './2026-11-22T0200-principal-notify.ts';
import * as streamNames from './2026-11-23T0000-stream-names.ts';
import * as sessoes from './2026-11-23T0900-sessoes.ts';
import * as linksSuperados from './2026-11-23T0910-links-superados.ts';
import * as papelAplicacao from './2026-11-23T0920-papel-aplicacao.ts';
import * as pedidos from './2026-11-23T1000-pedidos.ts';
import * as boletos from './2026-11-23T1040-boletos.ts';
import * as configuracoesSpecs from './2026-11-24T1400-configuracoes-specs.ts';
import * as referenciasVendaDireta from './2026-11-23T1010-referencias-venda-direta.ts';
import * as bancoSandbox from './2026-11-23T1030-banco-sandbox.ts';
import * as arquivos from './2026-11-23T1020-arquivos.ts';
import * as notasFiscais from './2026-11-24T1100-notas-fiscais.ts';
import * as orderCall from './2026-11-24T1300-order-call.ts';
import * as importacoesAbas from './2026-11-25T1100-importacoes-abas.ts';
import * as relatoriosIndices from './2026-11-24T1200-relatorios-indices.ts';
import * as kpi from './2026-11-25T1200-kpi.ts';
import * as biVeiculos from './2026-11-25T1300-bi-veiculos.ts';
import * as arquivosAnexados from './2026-11-26T1000-arquivos-anexados.ts';
import * as listasIndices from './2026-11-26T1200-listas-indices.ts';
import * as versoesLeitura from './2026-11-26T1300-versoes-leitura.ts';
import * as versoesLeituraUsuarios from './2026-11-26T1400-versoes-leitura-usuarios.ts';
import * as importacaoLinhasSemFk from './2026-11-26T1500-importacao-linhas-sem-fk.ts';
import * as compressaoLz4 from './2026-11-26T1600-compressao-lz4.ts';
import * as limites from './2026-11-27T0000-limites.ts';
import * as veiculosRls from './2026-11-27T0100-veiculos-rls.ts';
import * as boletosCodigoAcesso from './2026-11-27T1000-boletos-codigo-acesso.ts';
import * as eventosSeguranca from './2026-11-27T1100-eventos-seguranca.ts';
import * as notasFiscaisOpcionais from './2026-11-27T1200-notas-fiscais-opcionais.ts';
import * as tiposModeloDoPlano from './2026-11-27T1220-tipos-modelo-do-plano.ts';
import * as menuMinhasTrocas from './2026-11-27T1300-menu-minhas-trocas.ts';
import * as versoesLeituraPorDealer from './2026-11-27T1500-versoes-leitura-por-dealer.ts';
import * as contagensVeiculos from './2026-11-27T1510-contagens-veiculos.ts';
import * as notificacoes from './2026-11-27T1520-notificacoes.ts';
import * as visoes from './2026-11-27T1530-visoes.ts';
import * as prazos from './2026-11-27T1550-prazos.ts';
import * as slaLiberacao from './2026-11-27T1600-sla-liberacao.ts';
import * as notificacoesPublicos from './2026-11-27T1800-notificacoes-publicos.ts';
import * as contagensPipelineBi from './2026-11-28T0130-contagens-pipeline-bi.ts';
import * as kpiBasesMensais from './2026-11-28T0500-kpi-bases-mensais.ts';
import * as veiculosRamosDoEscopo from './2026-11-28T0900-veiculos-ramos-do-escopo.ts';
import * as principaisVersao from './2026-11-28T1100-principais-versao.ts';
import * as contagensTroca from './2026-11-28T1200-contagens-troca.ts';
import * as versoesPrincipais from './2026-11-28T1600-versoes-principais.ts';

/** Every migration, by sortable name. Migrations never import application code. */
import * as importacoes from './2026-11-25T1000-importacoes.ts';
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-platform': platform,
  '2026-11-22T0100-admin-popups': adminPopups,
  '2026-11-22T0110-vehicles': vehicles,
  '2026-11-22T0130-swaps': swaps,
  '2026-11-22T0200-principal-notify': principalNotify,
  '2026-11-23T0000-stream-names': streamNames,
  '2026-11-23T0900-sessoes': sessoes,
  '2026-11-23T0910-links-superados': linksSuperados,
  '2026-11-23T0920-papel-aplicacao': papelAplicacao,
  '2026-11-23T1000-pedidos': pedidos,
  '2026-11-23T1010-referencias-venda-direta': referenciasVendaDireta,
  '2026-11-23T1020-arquivos': arquivos,
  '2026-11-23T1030-banco-sandbox': bancoSandbox,
  '2026-11-23T1040-boletos': boletos,
  '2026-11-24T1100-notas-fiscais': notasFiscais,
  '2026-11-24T1300-order-call': orderCall,
  '2026-11-24T1400-configuracoes-specs': configuracoesSpecs,
  '2026-11-24T1200-relatorios-indices': relatoriosIndices,
  '2026-11-25T1000-importacoes': importacoes,
  '2026-11-25T1100-importacoes-abas': importacoesAbas,
  '2026-11-25T1200-kpi': kpi,
  '2026-11-25T1300-bi-veiculos': biVeiculos,
  '2026-11-26T1000-arquivos-anexados': arquivosAnexados,
  '2026-11-26T1200-listas-indices': listasIndices,
  '2026-11-26T1300-versoes-leitura': versoesLeitura,
  '2026-11-26T1400-versoes-leitura-usuarios': versoesLeituraUsuarios,
  '2026-11-26T1500-importacao-linhas-sem-fk': importacaoLinhasSemFk,
  '2026-11-26T1600-compressao-lz4': compressaoLz4,
  '2026-11-27T0000-limites': limites,
  '2026-11-27T0100-veiculos-rls': veiculosRls,
  '2026-11-27T1000-boletos-codigo-acesso': boletosCodigoAcesso,
  '2026-11-27T1100-eventos-seguranca': eventosSeguranca,
  '2026-11-27T1200-notas-fiscais-opcionais': notasFiscaisOpcionais,
  '2026-11-27T1220-tipos-modelo-do-plano': tiposModeloDoPlano,
  '2026-11-27T1300-menu-minhas-trocas': menuMinhasTrocas,
  '2026-11-27T1500-versoes-leitura-por-dealer': versoesLeituraPorDealer,
  '2026-11-27T1510-contagens-veiculos': contagensVeiculos,
  '2026-11-27T1520-notificacoes': notificacoes,
  '2026-11-27T1530-visoes': visoes,
  '2026-11-27T1550-prazos': prazos,
  '2026-11-27T1600-sla-liberacao': slaLiberacao,
  '2026-11-27T1800-notificacoes-publicos': notificacoesPublicos,
  '2026-11-28T0130-contagens-pipeline-bi': contagensPipelineBi,
  '2026-11-28T0500-kpi-bases-mensais': kpiBasesMensais,
  '2026-11-28T0900-veiculos-ramos-do-escopo': veiculosRamosDoEscopo,
  '2026-11-28T1100-principais-versao': principaisVersao,
  '2026-11-28T1200-contagens-troca': contagensTroca,
  '2026-11-28T1600-versoes-principais': versoesPrincipais,
};
