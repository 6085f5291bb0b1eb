import { estadoDaVisao, visaoMachine, visaoRuleGuards, visaoGuardMessages, visaoStateRefusal } from '@portal/contracts/visoes/visao-machine';
import type { VisaoContext, VisaoEventType } from '@portal/contracts/visoes/visao-machine';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';

/** visao-<id>: saved, then deleted. */
const visoes = agregadoDeMaquina<VisaoContext>(
  'visao',
  { machine: visaoMachine, ruleGuards: visaoRuleGuards, guardMessages: visaoGuardMessages, stateRefusal: visaoStateRefusal },
  { estado: estadoDaVisao },
);
export const { streamType: VISAO_STREAM_TYPE, stream: visaoStream, contexto: contextoDaVisao } = visoes;

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

const porMaquina: Handler = (current, e) => {
  const c = visoes.contextoApos(current, e);
  if (c.excluidaEm) return null;
  const row: Row = {
    id: c.visaoId ?? visoes.idOf(e),
    lista: c.lista,
    nome: c.nome,
    dono_id: c.donoId,
    perfil_id: c.perfilId,
    padrao: c.padrao,
    compartilhada: c.compartilhada,
    filtros: JSON.stringify(c.filtros),
    colunas: json(c.colunas),
    ordem: json(c.ordem),
    por_pagina: c.porPagina,
    criada_em: c.criadaEm,
    atualizada_em: c.atualizadaEm,
    contexto: JSON.stringify(c),
    ultima_posicao: e.position,
  };
  return row;
};

/** visoes: one row per view not deleted, the machine's context after each event. */
export const visoesProjection = projecaoPorStream<VisaoEventType>(visoes, {
  table: 'visoes',
  on: {
    VisaoSalva: porMaquina,
    VisaoRenomeada: porMaquina,
    VisaoAlterada: porMaquina,
    VisaoDefinidaPadrao: porMaquina,
    VisaoCompartilhada: porMaquina,
    VisaoExcluida: porMaquina,
  },
});

export const visaoAggregate = visoes.comProjecoes(visoesProjection);
