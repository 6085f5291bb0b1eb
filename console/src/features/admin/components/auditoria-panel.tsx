import { useState } from 'react';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import { CabecalhoTabela } from '../../../shared/tabela-relatorio.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { persisted } from '../../../shared/storage.ts';
import { useAuditoria } from '../hooks/use-auditoria.ts';
import { changes } from '../lib/audit.ts';

const ACOES: Record<string, string> = { criar: 'Cadastro', alterar: 'Alteração' };
const TABELAS: Record<string, string> = { perfis: 'Tipo de Perfil', perfil_submenus: 'Menus do Sistema', perfil_funcoes: 'Funções' };

/** Histórico de alterações: read-only audit rows of one record, for those who hold the auditoria function. */
export function AuditoriaPanel({ tabelas, registroId }: { tabelas: string[]; registroId: number }) {
  const podeVer = persisted.get().auth?.userClaims.funcoes.some((f) => f.nome === 'auditoria' && f.r) ?? false;
  const [aberto, setAberto] = useState(false);
  const [perPage, setPerPage] = useState(5);
  const q = useAuditoria(tabelas, registroId, perPage, podeVer && aberto);
  if (!podeVer) return null;
  const rows = q.data?.rows ?? [];
  return (
    <section className="audit-panel">
      <button type="button" className="audit-toggle" aria-expanded={aberto} onClick={() => setAberto((a) => !a)}>
        <i className={`pi ${aberto ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" /> Histórico de alterações
      </button>
      {aberto && (
        <div className="audit-body">
          {q.pending && <p>{msg.carregando}</p>}
          {q.data && rows.length === 0 && <p className="empty">{msg.nenhumRegistro}</p>}
          <ol className="audit-list">
            {rows.map((r) => (
              <li key={r.id}>
                <div className="audit-head">
                  <strong>{ACOES[r.acao] ?? r.acao}</strong> em {formatDateTime(r.em)} por {r.participanteNome ?? 'sistema'}
                  {r.espelhoAdminNome ? ` (acesso espelho de ${r.espelhoAdminNome})` : ''}
                  {tabelas.length > 1 && <span className="muted"> · {TABELAS[r.tabela] ?? r.tabela}</span>}
                </div>
                {changes(r).length === 0 ? (
                  <p className="muted">Nenhum campo alterado.</p>
                ) : (
                  <table className="audit-changes">
                    <CabecalhoTabela titulos={['Campo', 'Antes', 'Depois']} />
                    <tbody>
                      {changes(r).map((c) => (
                        <tr key={c.campo}>
                          <th scope="row">{c.campo}</th>
                          <td>{c.antes}</td>
                          <td>{c.depois}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            ))}
          </ol>
          {q.data && rows.length < q.data.total && <Button type="button" label="Carregar mais" text onClick={() => setPerPage((n) => n + 5)} />}
        </div>
      )}
    </section>
  );
}
