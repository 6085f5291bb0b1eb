import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Calendario } from '../../../shared/calendario.tsx';
import { Checkbox } from 'primereact/checkbox';
import { ToggleButton } from 'primereact/togglebutton';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { Popup } from '@portal/contracts/popups/schemas';
import { trimEditorTail, validatePopup } from '@portal/contracts/popups/rules';
import { msg } from '@portal/contracts/messages';
import { CampoForm } from '../../../shared/formulario.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { usePopup } from '../hooks/use-popup.ts';
import { useGruposPerfil } from '../hooks/use-grupos-perfil.ts';
import { useSalvarPopup } from '../hooks/use-salvar-popup.ts';
import { fromIsoDate, toApiDate } from '../lib/dates.ts';

const PopupEditor = lazy(() => import('../components/popup-editor.tsx'));

/** /popup-manager/{id|new}: NOVO POP-UP or EDITAR POP-UP. */
export default function PopupFormPage() {
  const { id } = useParams();
  const novo = id === 'new';
  const num = Number(id);
  const popupId = novo || !Number.isInteger(num) || num <= 0 ? null : num;
  const q = usePopup(popupId);
  if (!novo && popupId === null) return <Navigate to="/popup-manager" replace />;
  if (popupId !== null && !q.data) {
    return (
      <section className="master-form" aria-busy="true" data-testid="form-skeleton">
        <h2 className="master-form-title">EDITAR POP-UP</h2>
        {q.isError ? <p className="form-error">{q.error.message}</p> : [1, 2, 3, 4].map((i) => <Skeleton key={i} height="2.4rem" className="mb-3" />)}
      </section>
    );
  }
  return <PopupFields key={popupId ?? 'novo'} popup={q.data ?? null} />;
}

function PopupFields({ popup }: { popup: Popup | null }) {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  const grupos = useGruposPerfil();
  const salvar = useSalvarPopup();
  const [selecionados, setSelecionados] = useState<Set<number>>(new Set(popup?.grupos.map((g) => g.grupoId) ?? []));
  const [titulo, setTitulo] = useState(popup?.titulo ?? '');
  const [de, setDe] = useState<Date | null>(fromIsoDate(popup?.periodoDe));
  const [ate, setAte] = useState<Date | null>(fromIsoDate(popup?.periodoAte));
  const [ordem, setOrdem] = useState<number | null>(popup?.ordem ?? null);
  const [ativo, setAtivo] = useState(popup ? popup.status === 1 : true);
  const [texto, setTexto] = useState(popup?.texto ?? '');

  const onSalvar = () => {
    const body = {
      ...(popup ? { id: popup.id } : {}),
      titulo: titulo.trim(),
      texto: popup ? texto : trimEditorTail(texto),
      ordem,
      status: ativo ? 1 : 0,
      periodoDe: toApiDate(de),
      periodoAte: toApiDate(ate),
      grupos: [...selecionados].map((grupoId) => ({ grupoId })),
    };
    const aviso = validatePopup(body);
    if (aviso) return toast.warn(aviso);
    salvar.mutate(body, {
      onSuccess: (r) => {
        toast.success(r.mensagem);
        navigate('/popup-manager');
      },
      onError: (e) => toast.error(e instanceof ApiError ? (e.errors[0] ?? msg.erroInterno) : msg.erroInterno),
    });
  };

  const toggleGrupo = (id: number, on: boolean) =>
    setSelecionados((cur) => {
      const next = new Set(cur);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const periodo = (id: string, valor: Date | null, mudar: (d: Date | null) => void, minimo?: Date) => (
    <Calendario
      inputId={id}
      value={valor}
      onChange={(e) => mudar(e.value ?? null)}
      dateFormat="dd/mm/yy"
      showIcon
      placeholder="dd/mm/aaaa"
      minDate={minimo}
      disabled={!editavel}
    />
  );
  return (
    <section className="master-form" aria-label={popup ? 'EDITAR POP-UP' : 'NOVO POP-UP'}>
      <h2 className="master-form-title">{popup ? 'EDITAR POP-UP' : 'NOVO POP-UP'}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // write actions check the permission first (spec 000 §6, §8)
          if (!editavel) toast.warn(msg.semPermissaoFuncionalidade);
          else onSalvar();
        }}
      >
        <fieldset className="clusters">
          <legend>Grupos</legend>
          <div className="cluster-group">
            {(grupos.data ?? []).map((g) => (
              <span key={g.id} className="cluster-item">
                <Checkbox inputId={`grupo-${g.id}`} checked={selecionados.has(g.id)} onChange={(e) => toggleGrupo(g.id, !!e.checked)} disabled={!editavel} />
                <label htmlFor={`grupo-${g.id}`}>{g.nome}</label>
              </span>
            ))}
          </div>
        </fieldset>
        <div className="master-form-grid">
          <div className="form-field form-field-wide">
            <label htmlFor="popup-titulo">Nome do POP-UP</label>
            <InputText id="popup-titulo" value={titulo} onChange={(e) => setTitulo(e.target.value)} maxLength={200} disabled={!editavel} />
          </div>
          <CampoForm id="popup-de" rotulo="Período de">
            {periodo('popup-de', de, setDe)}
          </CampoForm>
          <CampoForm id="popup-ate" rotulo="Período até">
            {periodo('popup-ate', ate, setAte, de ?? undefined)}
          </CampoForm>
          <CampoForm id="popup-ordem" rotulo="Ordem de exibição">
            <InputNumber
              inputId="popup-ordem"
              value={ordem}
              onValueChange={(e) => setOrdem(e.value ?? null)}
              min={0}
              useGrouping={false}
              disabled={!editavel}
            />
          </CampoForm>
          <CampoForm id="popup-status" rotulo="Status">
            <ToggleButton
              id="popup-status"
              checked={ativo}
              onChange={(e) => setAtivo(e.value)}
              onLabel="ATIVO"
              offLabel="INATIVO"
              onIcon="pi pi-check"
              offIcon="pi pi-times"
              disabled={!editavel}
              aria-label="Status do pop-up"
            />
          </CampoForm>
        </div>
        <div className="form-section">
          <label htmlFor="popup-texto" className="editor-label">
            Texto
          </label>
          <Suspense fallback={<Skeleton height="300px" />}>
            <PopupEditor value={texto} onChange={setTexto} readOnly={!editavel} />
          </Suspense>
        </div>
        <div className="master-form-actions">
          <Button type="button" label="Voltar" icon="pi pi-arrow-left" outlined onClick={() => navigate('/popup-manager')} />
          <Button type="submit" label="Salvar" icon="pi pi-check" />
        </div>
      </form>
    </section>
  );
}
