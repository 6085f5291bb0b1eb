import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { adminMsg } from '@portal/contracts/admin/messages';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import { FormShell, Field } from '../components/form-shell.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { AdicionarResponsavelDialog } from '../components/adicionar-responsavel-dialog.tsx';
import { useRegiao, type RegiaoData } from '../hooks/use-regiao.ts';
import { useConcessionarias } from '../hooks/use-concessionarias.ts';
import { useSalvarRegiao } from '../hooks/use-salvar-regiao.ts';
import { editPath, listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';

type Responsavel = RegiaoData['responsaveis'][number];

/** typeId 5 / 51: region (Descrição; edit lists its dealers and its responsáveis, with the Adicionar dialog). */
export function RegiaoForm({ id }: { id: number | null }) {
  const q = useRegiao(id);
  if (id !== null && !q.data) return <FormShell titulo="Editar região" voltar={listPath(5)} carregando />;
  return <RegiaoFields key={id ?? 'novo'} regiao={q.data ?? null} />;
}

function RegiaoFields({ regiao }: { regiao: RegiaoData | null }) {
  const { editavel } = useScreenPermission();
  const [descricao, setDescricao] = useState(regiao?.descricao ?? '');
  const [responsaveis, setResponsaveis] = useState<Responsavel[]>(regiao?.responsaveis ?? []);
  const [dialogo, setDialogo] = useState(false);
  const salvar = useSalvarRegiao();
  const after = useAfterSave();

  const onSalvar = () => {
    if (!descricao.trim()) return toast.warn(adminMsg.preenchaDescricao);
    // a new region opens in its edit form, where dealers and responsáveis show
    salvar.mutate(
      regiao ? { id: regiao.id, descricao: descricao.trim(), responsaveis } : { descricao: descricao.trim() },
      after(regiao ? listPath(5) : (novoId) => editPath(5, novoId)),
    );
  };

  return (
    <FormShell
      titulo={regiao ? 'Editar região' : 'Nova região'}
      voltar={listPath(5)}
      carregando={false}
      onSalvar={onSalvar}
      depois={regiao && <AuditoriaPanel tabelas={['regionais']} registroId={regiao.id} />}
    >
      <div className="master-form-grid">
        <Field id="regiao-descricao" label="Descrição">
          <InputText id="regiao-descricao" value={descricao} onChange={(e) => setDescricao(e.target.value)} disabled={!editavel} />
        </Field>
        {regiao && (
          <Field label="Data de criação">
            <span className="read-only-value">{formatDateTime(regiao.dataCadastro)}</span>
          </Field>
        )}
      </div>
      {regiao && (
        <>
          <div className="form-section">
            <div className="form-section-head">
              <h3>Responsáveis</h3>
              <Button type="button" label="Adicionar" icon="pi pi-plus" outlined size="small" onClick={() => setDialogo(true)} disabled={!editavel} />
            </div>
            <table className="simple-table" aria-label="Responsáveis">
              <thead>
                <tr>
                  <th>Nome do Responsável</th>
                  <th>Perfil</th>
                  <th className="actions-col">Remover</th>
                </tr>
              </thead>
              <tbody>
                {responsaveis.length === 0 && (
                  <tr>
                    <td colSpan={3} className="muted">
                      {msg.nenhumRegistro}
                    </td>
                  </tr>
                )}
                {responsaveis.map((r) => (
                  <tr key={r.userId}>
                    <td>{r.nome}</td>
                    <td>{r.role}</td>
                    <td className="actions-col">
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        rounded
                        severity="danger"
                        aria-label={`Remover ${r.nome}`}
                        disabled={!editavel}
                        onClick={() => setResponsaveis((cur) => cur.filter((x) => x.userId !== r.userId))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <RegiaoDealers regionalId={regiao.id} />
          <AdicionarResponsavelDialog
            visible={dialogo}
            onHide={() => setDialogo(false)}
            atuais={responsaveis}
            onAdd={(r) => setResponsaveis((cur) => [...cur, r])}
          />
        </>
      )}
    </FormShell>
  );
}

/** The region's dealers (first 100, by name). */
function RegiaoDealers({ regionalId }: { regionalId: number }) {
  const q = useConcessionarias('', { page: 1, perPage: 100 }, regionalId);
  const rows = q.data?.rows ?? [];
  return (
    <div className="form-section">
      <h3>Dealers associados {q.data ? <span className="muted">({q.data.total})</span> : null}</h3>
      <table className="simple-table" aria-label="Dealers associados">
        <thead>
          <tr>
            <th>Código do Dealer</th>
            <th>Nome do Dealer</th>
          </tr>
        </thead>
        <tbody>
          {q.data && rows.length === 0 && (
            <tr>
              <td colSpan={2} className="muted">
                {msg.nenhumRegistro}
              </td>
            </tr>
          )}
          {rows.map((d) => (
            <tr key={d.id}>
              <td>{d.codigoDealer}</td>
              <td>{d.nome}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
