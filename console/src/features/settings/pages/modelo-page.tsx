import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { validarCodigoModelo, validarNomeModelo } from '@portal/contracts/settings/regras';
import { formatDateTime } from '../../../shared/format.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { POR_PAGINA_CONF } from '../hooks/use-configuracoes.ts';
import { toast } from '../../../shared/toasts.tsx';
import type { TipoModelo } from '@portal/contracts/settings/specs-schemas';
import { adicionarCodigo, salvarNome, statusCodigo, useModeloMutation, useTipoModelo } from '../hooks/use-tipos-modelo.ts';

type Codigo = TipoModelo['codigos'][number];

const COLUNAS_CODIGOS: ColunaTabela<Codigo>[] = [
  { titulo: 'Código', valor: (c) => c.codigo, campo: 'codigo' },
  { titulo: 'Status', valor: (c) => <Tag value={c.status ? 'Ativo' : 'Inativo'} severity={c.status ? 'success' : 'secondary'} />, campo: 'status' },
  { titulo: 'Cadastrado por', valor: (c) => c.usuarioCadastroNome, campo: 'usuarioCadastroNome' },
  { titulo: 'Data de cadastro', valor: (c) => formatDateTime(c.dataCadastro), campo: 'dataCadastro' },
];

/** /modelo/{id?}: 'Cadastro de modelo' — the name (≤32) and the codes (≤8), each activated or inactivated. */
export default function ModeloPage() {
  const { id: param } = useParams();
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const q = useTipoModelo(id);
  const [nome, setNome] = useState<string | null>(null);
  const [codigo, setCodigo] = useState('');
  const gravarNome = useModeloMutation(salvarNome);
  const gravarCodigo = useModeloMutation(adicionarCodigo);
  const mudarStatus = useModeloMutation(statusCodigo);
  const valorNome = nome ?? q.data?.descricao ?? '';

  const enviarNome = () => {
    const v = validarNomeModelo(valorNome);
    if (!v.ok) return toast.error(v.erro);
    gravarNome.mutate(
      { id, descricao: v.valor },
      {
        onSuccess: (r) => {
          setNome(null);
          if (!id) navigate(`/modelo/${r.id}`, { replace: true });
        },
      },
    );
  };
  const enviarCodigo = () => {
    if (!id) return;
    const v = validarCodigoModelo(codigo);
    if (!v.ok) return toast.error(v.erro);
    gravarCodigo.mutate({ tipoModeloAgrupadoId: id, codigo: v.valor }, { onSuccess: () => setCodigo('') });
  };

  return (
    <section className="modelo-page">
      <h2>Cadastro de modelo</h2>
      <div className="card conf-form">
        <label>
          Nome do modelo
          <InputText value={valorNome} onChange={(e) => setNome(e.target.value)} maxLength={32} disabled={!editavel} aria-label="Nome do modelo" />
        </label>
        {editavel && <Button label="Salvar nome" size="small" loading={gravarNome.isPending} onClick={enviarNome} />}
        <Button label="Voltar" size="small" text onClick={() => navigate('/settings/1')} />
      </div>
      {id !== null && (
        <div className="card">
          <h3>Códigos</h3>
          {editavel && (
            <div className="conf-form">
              <InputText value={codigo} onChange={(e) => setCodigo(e.target.value.toUpperCase())} maxLength={8} placeholder="Código" aria-label="Novo código" />
              <Button label="Adicionar código" size="small" loading={gravarCodigo.isPending} onClick={enviarCodigo} />
            </div>
          )}
          <ListTable
            rows={q.data?.codigos ?? []}
            colunas={COLUNAS_CODIGOS}
            rotulo="Códigos"
            porPagina={POR_PAGINA_CONF}
            carregando={q.isPending}
            acoes={
              editavel
                ? (c) => (
                    <Button
                      label={c.status ? 'Inativar' : 'Ativar'}
                      size="small"
                      text
                      severity={c.status ? 'danger' : 'success'}
                      aria-label={`${c.status ? 'Inativar' : 'Ativar'} ${c.codigo}`}
                      loading={mudarStatus.isPending && mudarStatus.variables?.id === c.id}
                      onClick={() => mudarStatus.mutate({ id: c.id, ativar: !c.status })}
                    />
                  )
                : undefined
            }
          />
        </div>
      )}
    </section>
  );
}
