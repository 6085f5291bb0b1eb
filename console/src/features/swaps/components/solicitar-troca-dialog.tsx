import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { smsg } from '@portal/contracts/swaps/messages';
import { persisted } from '../../../shared/storage.ts';
import { toast } from '../../../shared/toasts.tsx';
import { emailValido, mascaraTelefone, telefoneValido, useActor, type VeiculoTroca } from '../model.ts';
import { useTrocaListar } from '../hooks/use-troca-listar.ts';
import { useTrocaSolicita } from '../hooks/use-troca-solicita.ts';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { consultaDe } from '../../../shared/filtered-list.tsx';
import { FILTROS_TROCA_VAZIOS, TrocaFilters, corpoTroca, type CampoTroca } from './troca-filters.tsx';
import { COLUNA_VEICULO as C, TrocaDataList, type Coluna } from './troca-data-list.tsx';

/** The vehicle asked for, as the swap list (or the pipeline screen) knows it. */
export type VeiculoInteresse = Pick<
  VeiculoTroca,
  'id' | 'pedido' | 'modelo' | 'descricaoVeiculo' | 'derivativo' | 'my' | 'corExterna' | 'dataDeFaturamento' | 'dataLimiteTroca'
> & {
  concessionariaId: number | null;
};

type Passo = 'confirmar' | 'ofertar' | 'semVeiculo' | 'contato';
const CAMPOS_OFERTA: CampoTroca[] = ['modelo', 'derivativo', 'anoModelo', 'datas'];
const COLUNAS_OFERTA: Coluna<VeiculoTroca>[] = [C.pedido, C.chassi, C.modelo, C.derivativo, C.my, C.corExterna, C.disponibilidade];

interface Contato {
  nome: string;
  email: string;
  telefone: string;
  comentario: string;
}

/**
 * Swap request (spec §2.5, §2.6): confirmation with the vehicle and the warnings (Cancelar / SIM), then
 * 'Selecione quais veículos deseja ofertar:' (filters, multi-select, Solicitar; none asks the spec's question),
 * then the contact form (phone mask), then POST veiculos/troca/solicita.
 */
export function SolicitarTrocaDialog({ veiculo, onClose }: { veiculo: VeiculoInteresse | null; onClose: (feito: boolean) => void }) {
  if (!veiculo) return null;
  return <Fluxo key={veiculo.id} veiculo={veiculo} onClose={onClose} />;
}

function Fluxo({ veiculo, onClose }: { veiculo: VeiculoInteresse; onClose: (feito: boolean) => void }) {
  const actor = useActor();
  const proprio = actor !== null && veiculo.concessionariaId !== null && veiculo.concessionariaId === actor.concessionariaId;
  const [passo, setPasso] = useState<Passo>('confirmar');
  const [ofertados, setOfertados] = useState<VeiculoTroca[]>([]);
  const claims = persisted.get().auth?.userClaims;
  const [contato, setContato] = useState<Contato>({ nome: claims?.nome ?? '', email: claims?.email ?? '', telefone: '', comentario: '' });
  const [erros, setErros] = useState<Partial<Record<keyof Contato, string>>>({});
  const filtros = useFiltros(FILTROS_TROCA_VAZIOS);
  const lista = useTrocaListar<VeiculoTroca>(
    passo === 'ofertar' ? { ...corpoTroca(filtros.aplicados, CAMPOS_OFERTA), selecao: true, page: 1, per_page: filtros.perPage } : null,
  );
  const solicita = useTrocaSolicita();

  const fechar = (feito: boolean) => onClose(feito);
  const solicitar = () => setPasso(ofertados.length === 0 ? 'semVeiculo' : 'contato');
  const enviar = () => {
    const e: typeof erros = {};
    if (!contato.nome.trim()) e.nome = smsg.contatoNomeObrigatorio;
    if (!emailValido(contato.email)) e.email = smsg.emailInvalido;
    if (!telefoneValido(contato.telefone)) e.telefone = smsg.telefoneInvalido;
    if (contato.comentario.length > 8000) e.comentario = smsg.comentarioLongo;
    setErros(e);
    if (Object.keys(e).length) return;
    solicita.mutate(
      {
        veiculoInteresseId: veiculo.id,
        veiculosPropostos: ofertados.map((v) => v.id),
        contatoNome: contato.nome.trim(),
        contatoEmail: contato.email.trim(),
        contatoTelefone: contato.telefone,
        comentario: contato.comentario.trim() || null,
        ...(ofertados.length === 0 ? { confirmarSemVeiculo: true } : {}),
      },
      {
        onSuccess: (rs) => {
          const falhas = rs.filter((r) => r.status === 0);
          if (falhas.length) {
            falhas.forEach((r) => toast.error(r.descricao || smsg.algoErrado));
            return;
          }
          toast.success(rs[0]?.descricao ?? smsg.propostaEnviada);
          fechar(true);
        },
      },
    );
  };

  if (proprio) {
    return (
      <Dialog
        header="Solicitar troca"
        visible
        onHide={() => fechar(false)}
        style={{ width: 'min(520px, 96vw)' }}
        footer={<Button label="Voltar" outlined onClick={() => fechar(false)} />}
      >
        <p className="form-error" role="alert">
          {smsg.veiculoJaPossui}
        </p>
      </Dialog>
    );
  }

  if (passo === 'confirmar') {
    return (
      <Dialog
        header="Solicitar troca"
        visible
        onHide={() => fechar(false)}
        style={{ width: 'min(620px, 96vw)' }}
        footer={
          <div>
            <Button label="Cancelar" outlined onClick={() => fechar(false)} />
            <Button label="SIM" onClick={() => setPasso('ofertar')} />
          </div>
        }
      >
        <dl className="info-list" aria-label="Veículo de interesse">
          <dt>Modelo</dt>
          <dd>{veiculo.modelo}</dd>
          <dt>Descrição</dt>
          <dd>{veiculo.descricaoVeiculo}</dd>
          <dt>Derivativo</dt>
          <dd>{veiculo.derivativo}</dd>
          <dt>Ano modelo</dt>
          <dd>{veiculo.my}</dd>
          <dt>Cor externa</dt>
          <dd>{veiculo.corExterna}</dd>
          <dt>Data de faturamento</dt>
          <dd>{veiculo.dataDeFaturamento ?? '-'}</dd>
          <dt>Data limite da troca</dt>
          <dd>{veiculo.dataLimiteTroca ?? '-'}</dd>
        </dl>
        <p className="swap-warning">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {smsg.avisoCompromisso}
        </p>
        <p className="swap-question">{smsg.desejaContinuar}</p>
      </Dialog>
    );
  }

  if (passo === 'ofertar' || passo === 'semVeiculo') {
    return (
      <Dialog
        header={smsg.selecioneOfertar}
        visible
        onHide={() => fechar(false)}
        style={{ width: 'min(1100px, 98vw)' }}
        footer={
          <div>
            <Button label="Cancelar" outlined onClick={() => fechar(false)} />
            <Button label="Solicitar" icon="pi pi-send" onClick={solicitar} />
          </div>
        }
      >
        <p className="muted">
          Veículo de interesse: <strong>{veiculo.modelo}</strong> — {veiculo.descricaoVeiculo} (pedido {veiculo.pedido})
        </p>
        <TrocaFilters
          valor={filtros.rascunho}
          onChange={filtros.setRascunho}
          campos={CAMPOS_OFERTA}
          onBuscar={() => filtros.buscar()}
          onLimpar={filtros.limpar}
          rotulo="Filtros da oferta"
        />
        <div className="muted">{ofertados.length ? `${ofertados.length} veículo(s) selecionado(s) para ofertar` : 'Nenhum veículo selecionado'}</div>
        <TrocaDataList
          {...consultaDe(lista)}
          chave={(r) => r.id}
          colunas={COLUNAS_OFERTA}
          visualizacao="tabela"
          selecao={ofertados}
          onSelecao={setOfertados}
          onCarregarMais={filtros.carregarMais}
          rotulo="Veículos para ofertar"
          nomeDe={(r) => `pedido ${r.pedido}`}
        />
        <Dialog
          header="Atenção"
          visible={passo === 'semVeiculo'}
          onHide={() => setPasso('ofertar')}
          style={{ width: 'min(460px, 94vw)' }}
          footer={
            <div>
              <Button label="Não" outlined onClick={() => setPasso('ofertar')} />
              <Button label="Sim" onClick={() => setPasso('contato')} />
            </div>
          }
        >
          <p>{smsg.nenhumVeiculoOfertado}</p>
        </Dialog>
      </Dialog>
    );
  }

  const campo = (k: keyof Contato) => ({ invalid: Boolean(erros[k]), 'aria-invalid': Boolean(erros[k]) });
  return (
    <Dialog
      header="Dados para contato"
      visible
      onHide={() => fechar(false)}
      style={{ width: 'min(560px, 96vw)' }}
      footer={
        <div>
          <Button label="Voltar" outlined onClick={() => setPasso('ofertar')} />
          <Button label="Enviar proposta" icon="pi pi-send" disabled={solicita.isPending} onClick={enviar} />
        </div>
      }
    >
      <p className="muted">{ofertados.length ? `Veículos ofertados: ${ofertados.map((v) => v.pedido).join(', ')}` : 'Solicitação sem veículo ofertado.'}</p>
      <form className="form-stack" aria-label="Contato" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="troca-contato-nome">Nome</label>
        <InputText
          id="troca-contato-nome"
          value={contato.nome}
          maxLength={200}
          onChange={(e) => setContato({ ...contato, nome: e.target.value })}
          {...campo('nome')}
        />
        {erros.nome && <small className="form-error">{erros.nome}</small>}
        <label htmlFor="troca-contato-email">E-mail</label>
        <InputText
          id="troca-contato-email"
          type="email"
          value={contato.email}
          maxLength={200}
          onChange={(e) => setContato({ ...contato, email: e.target.value })}
          {...campo('email')}
        />
        {erros.email && <small className="form-error">{erros.email}</small>}
        <label htmlFor="troca-contato-telefone">Telefone</label>
        <InputText
          id="troca-contato-telefone"
          inputMode="tel"
          placeholder="(00) 00000-0000"
          value={contato.telefone}
          onChange={(e) => setContato({ ...contato, telefone: mascaraTelefone(e.target.value) })}
          {...campo('telefone')}
        />
        {erros.telefone && <small className="form-error">{erros.telefone}</small>}
        <label htmlFor="troca-contato-comentario">Comentário</label>
        <InputTextarea
          id="troca-contato-comentario"
          value={contato.comentario}
          rows={4}
          autoResize
          onChange={(e) => setContato({ ...contato, comentario: e.target.value })}
          {...campo('comentario')}
        />
        {erros.comentario && <small className="form-error">{erros.comentario}</small>}
      </form>
    </Dialog>
  );
}
