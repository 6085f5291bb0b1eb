import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import { NOME_VISAO_MAX } from '@portal/contracts/visoes/limites';
import { CheckboxFiltro } from './campos-filtro.tsx';
import { ConfirmarDialog, Modal } from './modal.tsx';
import { toast } from './toasts.tsx';
import type { EstadoFiltros } from './use-filtros.ts';
import { useAcoesDeVisao, useVisoes, type Visao } from './use-visoes.ts';

/** What the name dialog does: save the list as it is, copy a colleague's view, or rename (and share) one's own. */
type Dialogo = { modo: 'nova' } | { modo: 'copiar'; visao: Visao } | { modo: 'renomear'; visao: Visao };
const TITULOS = { nova: 'Salvar visão', copiar: 'Copiar visão', renomear: 'Renomear visão' } as const;

const rotuloDe = (v: Visao) => (v.propria ? `${v.nome}${v.padrao ? ' (padrão)' : ''}` : `${v.nome} — ${v.dono}`);

/**
 * The saved views of a list, in its filter area: choose one (its filters, columns, order and page size apply), save the list as a
 * view (named, optionally the default applied when the screen opens and shared with the user's profile type), and for
 * the chosen view: make it the default or not, update it with the list as it is, rename, delete; a colleague's shared
 * view is read-only and can be copied.
 */
export function VisoesSalvas<F>({ filtros }: { filtros: EstadoFiltros<F> }) {
  const lista = filtros.lista!;
  const visoes = useVisoes(lista);
  const acoes = useAcoesDeVisao(lista);
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const [excluir, setExcluir] = useState<Visao | null>(null);
  const todas = visoes.data ?? [];
  const escolhida = todas.find((v) => v.id === filtros.visaoId) ?? null;
  const grupos = [
    { label: 'Minhas visões', items: todas.filter((v) => v.propria) },
    { label: 'Compartilhadas com meu perfil', items: todas.filter((v) => !v.propria) },
  ].filter((g) => g.items.length > 0);

  const padrao = (v: Visao) => acoes.padrao.mutate({ id: v.id, padrao: !v.padrao }, { onSuccess: (r) => toast.success(r.mensagem) });
  const atualizar = (v: Visao) => acoes.alterar.mutate({ id: v.id, ...filtros.atual() }, { onSuccess: (r) => toast.success(r.mensagem) });

  return (
    <div className="visoes-salvas" role="group" aria-label="Visões salvas">
      <Dropdown
        inputId={`visoes-${lista}`}
        aria-label="Visões salvas"
        value={escolhida?.id ?? null}
        options={grupos}
        optionGroupLabel="label"
        optionGroupChildren="items"
        optionLabel="nome"
        optionValue="id"
        itemTemplate={(v: Visao) => rotuloDe(v)}
        valueTemplate={(v: Visao | null, p) => (v ? rotuloDe(v) : p.placeholder)}
        placeholder={todas.length ? 'Visões salvas' : 'Nenhuma visão salva'}
        disabled={todas.length === 0}
        onChange={(e) => {
          const v = todas.find((x) => x.id === e.value);
          if (v) filtros.aplicarVisao(v);
        }}
      />
      <Button label="Salvar visão" icon="pi pi-bookmark" size="small" outlined onClick={() => setDialogo({ modo: 'nova' })} />
      {escolhida?.propria && (
        <>
          <Button
            icon={escolhida.padrao ? 'pi pi-star-fill' : 'pi pi-star'}
            size="small"
            text
            rounded
            aria-label={escolhida.padrao ? 'Deixar de ser padrão' : 'Tornar padrão'}
            tooltip={escolhida.padrao ? 'Deixar de ser padrão' : 'Tornar padrão'}
            loading={acoes.padrao.isPending}
            onClick={() => padrao(escolhida)}
          />
          <Button
            icon="pi pi-save"
            size="small"
            text
            rounded
            aria-label="Atualizar visão com os filtros atuais"
            tooltip="Atualizar visão com os filtros atuais"
            loading={acoes.alterar.isPending}
            onClick={() => atualizar(escolhida)}
          />
          <Button
            icon="pi pi-pencil"
            size="small"
            text
            rounded
            aria-label="Renomear visão"
            tooltip="Renomear visão"
            onClick={() => setDialogo({ modo: 'renomear', visao: escolhida })}
          />
          <Button
            icon="pi pi-trash"
            size="small"
            text
            rounded
            severity="danger"
            aria-label="Excluir visão"
            tooltip="Excluir visão"
            onClick={() => setExcluir(escolhida)}
          />
        </>
      )}
      {escolhida && !escolhida.propria && (
        <Button
          icon="pi pi-copy"
          size="small"
          text
          rounded
          aria-label="Copiar visão"
          tooltip="Copiar para minhas visões"
          onClick={() => setDialogo({ modo: 'copiar', visao: escolhida })}
        />
      )}
      {dialogo && <NomeDaVisao key={dialogo.modo} dialogo={dialogo} filtros={filtros} onClose={() => setDialogo(null)} />}
      <ConfirmarDialog
        titulo="Excluir visão"
        pergunta={`Excluir a visão "${excluir?.nome ?? ''}"?`}
        aberto={excluir !== null}
        ocupado={acoes.excluir.isPending}
        onNao={() => setExcluir(null)}
        onSim={() =>
          acoes.excluir.mutate(excluir!.id, {
            onSuccess: () => {
              toast.success(visaoMsg.visaoExcluida);
              setExcluir(null);
            },
          })
        }
      />
    </div>
  );
}

/** The name dialog: Nome da visão, 'Tornar padrão' (a new or copied view), 'Compartilhar com meu perfil'. */
function NomeDaVisao<F>({ dialogo, filtros, onClose }: { dialogo: Dialogo; filtros: EstadoFiltros<F>; onClose: () => void }) {
  const lista = filtros.lista!;
  const acoes = useAcoesDeVisao(lista);
  const existente = dialogo.modo === 'nova' ? null : dialogo.visao;
  const [nome, setNome] = useState(existente?.nome ?? '');
  const [padrao, setPadrao] = useState(false);
  const [compartilhada, setCompartilhada] = useState(dialogo.modo === 'renomear' ? dialogo.visao.compartilhada : false);
  const [erro, setErro] = useState<string | null>(null);
  const ocupado = acoes.salvar.isPending || acoes.alterar.isPending;

  const salvar = () => {
    if (!nome.trim()) return setErro(visaoMsg.nomeObrigatorio);
    setErro(null);
    const fim = {
      onSuccess: (r: { visao: Visao; mensagem: string }) => {
        toast.success(r.mensagem);
        filtros.aplicarVisao(r.visao);
        onClose();
      },
    };
    if (dialogo.modo === 'renomear') return acoes.alterar.mutate({ id: dialogo.visao.id, nome, compartilhada }, fim);
    const conteudo =
      dialogo.modo === 'copiar'
        ? { filtros: dialogo.visao.filtros, colunas: dialogo.visao.colunas, ordem: dialogo.visao.ordem, porPagina: dialogo.visao.porPagina }
        : filtros.atual();
    acoes.salvar.mutate({ lista, nome, ...conteudo, padrao, compartilhada }, fim);
  };

  return (
    <Modal
      titulo={TITULOS[dialogo.modo]}
      aberto
      onClose={onClose}
      largura={440}
      fecharDesabilitado={ocupado}
      acoes={<Button label="Salvar" icon="pi pi-check" loading={ocupado} onClick={salvar} />}
    >
      <form
        className="visao-form"
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <label className="vf-field" htmlFor="visao-nome">
          <span>Nome da visão</span>
          <InputText id="visao-nome" value={nome} maxLength={NOME_VISAO_MAX} autoFocus onChange={(e) => setNome(e.target.value)} invalid={erro !== null} />
        </label>
        {erro && <small className="form-error">{erro}</small>}
        {dialogo.modo !== 'renomear' && <CheckboxFiltro rotulo="Tornar padrão" valor={padrao} id="visao-padrao" onChange={setPadrao} />}
        <CheckboxFiltro rotulo="Compartilhar com meu perfil" valor={compartilhada} id="visao-compartilhar" onChange={setCompartilhada} />
      </form>
    </Modal>
  );
}
