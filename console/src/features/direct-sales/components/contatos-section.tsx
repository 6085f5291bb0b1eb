import { useState } from 'react';
import { Button } from 'primereact/button';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useProfissoes } from '../hooks/use-lookups.ts';
import { errosContato } from '../derivados.ts';
import { CONTATO_VAZIO, TIPOS_ENDERECO, type ContatoForm } from '../form-pedido.ts';
import { MASCARA } from '../mascaras.ts';
import { CampoMascara, CampoSelect, CampoTexto, Secao } from './campos.tsx';
import { EnderecoCampos } from './endereco-campos.tsx';

interface Props {
  contatos: ContatoForm[];
  onChange: (c: ContatoForm[]) => void;
  desabilitado: boolean;
}

/**
 * Company contacts (spec §2.3 item 6, company client types only): the contact's fields, Adicionar contato (each missing
 * field: 'Contatos da empresa, o campo '{field}' precisa ser fornecido.') and the table with remove.
 */
export function ContatosSection({ contatos, onChange, desabilitado }: Props) {
  const profissoes = useProfissoes();
  const [c, setC] = useState<ContatoForm>(CONTATO_VAZIO);
  const set = (p: Partial<ContatoForm>) => setC((x) => ({ ...x, ...p }));
  const d = desabilitado;
  const adicionar = () => {
    const erros = errosContato(c);
    if (erros.length) {
      erros.forEach((e) => toast.warn(e));
      return;
    }
    onChange([...contatos, c]);
    setC(CONTATO_VAZIO);
  };
  return (
    <Secao id="sec-contatos" titulo="Contatos da empresa">
      {!d && (
        <>
          <div className="master-form-grid">
            <CampoTexto id="ct-nome" rotulo="Nome" obrigatorio valor={c.nome} onChange={(nome) => set({ nome })} />
            <CampoMascara
              id="ct-telefone"
              rotulo="Telefone"
              obrigatorio
              mascara={MASCARA.telefone}
              valor={c.telefone}
              onChange={(telefone) => set({ telefone })}
            />
            <CampoMascara id="ct-celular" rotulo="Celular" obrigatorio mascara={MASCARA.celular} valor={c.celular} onChange={(celular) => set({ celular })} />
            <CampoTexto id="ct-email" rotulo="E-mail" obrigatorio valor={c.email} onChange={(email) => set({ email })} />
            <CampoMascara id="ct-cpf" rotulo="CPF" obrigatorio mascara={MASCARA.cpf} valor={c.cpf} onChange={(cpf) => set({ cpf })} />
            <CampoTexto id="ct-rg" rotulo="RG/RNE" obrigatorio max={20} valor={c.rgRne} onChange={(rgRne) => set({ rgRne })} />
            <CampoSelect
              id="ct-profissao"
              rotulo="Profissão"
              obrigatorio
              valor={c.profissaoId}
              opcoes={profissoes.data}
              texto="descricao"
              busca
              onChange={(profissaoId) => set({ profissaoId })}
            />
            <CampoSelect
              id="ct-tipo-endereco"
              rotulo="Tipo de endereço"
              valor={c.tipoEndereco}
              opcoes={TIPOS_ENDERECO}
              onChange={(tipoEndereco) => set({ tipoEndereco })}
            />
          </div>
          <EnderecoCampos prefixo="ct" valor={c} onChange={set} />
          <div className="form-row-end">
            <Button type="button" label="Adicionar contato" icon="pi pi-plus" outlined onClick={adicionar} />
          </div>
        </>
      )}
      <DataTable value={contatos} size="small" stripedRows emptyMessage={msg.nenhumRegistro} aria-label="Contatos da empresa">
        <Column header="Nome" field="nome" />
        <Column header="E-mail" field="email" />
        <Column header="Celular" field="celular" />
        <Column header="CPF" field="cpf" />
        <Column header="Cidade" body={(r: ContatoForm) => [r.nomeCidade, r.nomeUf].filter(Boolean).join(' / ') || '-'} />
        {!d && (
          <Column
            header="Ações"
            body={(_r: ContatoForm, o: { rowIndex: number }) => (
              <Button
                type="button"
                icon="pi pi-trash"
                rounded
                text
                severity="danger"
                aria-label={`Remover contato ${o.rowIndex + 1}`}
                onClick={() => onChange(contatos.filter((_, i) => i !== o.rowIndex))}
              />
            )}
          />
        )}
      </DataTable>
    </Secao>
  );
}
