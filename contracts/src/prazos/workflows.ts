/** Deadline workflow names, ids, signals and the events they append, shared by the worker, the API and the tests. */
export const PRAZO_WORKFLOW = 'prazoWorkflow';
/** The business key of a waiting record: `<tipo>-<id>` (`troca-7`); the workflow is `prazo-troca-7`, its stream too. */
export const chavePrazo = (tipo: string, id: number) => `${tipo}-${id}`;
export const prazoWorkflowId = (chave: string) => `prazo-${chave}`;
/** The stream of a deadline's reminder and late events, and its type. */
export const prazoStream = (chave: string) => `prazo-${chave}`;
export const PRAZO_STREAM_TYPE = 'prazo';

/** Tells `prazo-<chave>` that its record left the waiting state (answered, cancelled): it ends without firing. */
export const PRAZO_ENCERRADO = 'prazoEncerrado';

/**
 * The plain events appended on `prazo-<chave>`: data `{ chave, tipo, registroId, concessionariaId, concessionariaGrupoId,
 * venceEm, at }`, and what the notification names: a swap's `veiculoId`, a boleto's `pedidoId` and `parcela`.
 */
export const PRAZO_LEMBRETE = 'PrazoLembrete';
/**
 * A deadline with no record of its own, set or moved: a KPI month's lock (conf10), appended on `prazo-kpi-<ano>-<mes>` by
 * the save of the setting, with `{ chave, tipo, registroId, ano, mes, prazo, venceEm, at }` (and, for a month reminded
 * before the lock had its own timer, `lembradoEm`). It opens (or moves) the `prazos` row as a record's own event would.
 */
export const PRAZO_DEFINIDO = 'PrazoDefinido';
/** A KPI month's lock as a deadline: key `kpi-<ano>-<mes>` (`kpi-2026-03`), record id `<ano><mes>` (202603). */
export const registroDoMesKpi = (ano: number, mes: number) => ano * 100 + mes;
export const chavePrazoKpi = (ano: number, mes: number) => `kpi-${ano}-${String(mes).padStart(2, '0')}`;
export const PRAZO_VENCIDO = 'PrazoVencido';
export type MarcoPrazo = typeof PRAZO_LEMBRETE | typeof PRAZO_VENCIDO;

/** Starts the `prazo-<chave>` workflows the API could not start: every minute or on its signal. */
export const VARRER_PRAZOS_WORKFLOW = 'varrerPrazosWorkflow';
export const VARRER_PRAZOS_ID = 'varrer-prazos';
export const VARRER_PRAZOS_AGORA = 'varrerPrazosAgora';
