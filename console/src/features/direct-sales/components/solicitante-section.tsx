import { useState } from 'react';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/lookups';
import { cmsg } from '@portal/contracts/direct-sales/campos';
import { useProfissoes, useTiposCliente } from '../hooks/use-lookups.ts';
import type { SolicitanteForm } from '../form-pedido.ts';
import { MASCARA, cpfComErro } from '../mascaras.ts';
import { CampoMascara, CampoSelect, CampoTexto, Secao } from './campos.tsx';
import { EnderecoCampos } from './endereco-campos.tsx';

interface Props {
  valor: SolicitanteForm;
  onChange: (p: Partial<SolicitanteForm>) => void;
  desabilitado: boolean;
}

/**
 * Requester information (spec §2.3 item 4) and its address (item 5): the person form or the company form by client type
 * (types 1, 2, 10, 11, 13, 14, 16–19 are persons), with the masks of §5.1.
 */
export function SolicitanteSection({ valor, onChange, desabilitado }: Props) {
  const tipos = useTiposCliente();
  const profissoes = useProfissoes();
  const [cpfTocado, setCpfTocado] = useState(false);
  const pf = valor.tipoCliente === null || ehPessoaFisica(valor.tipoCliente);
  const d = desabilitado;
  const contato = (
    <>
      <CampoSelect
        id="sol-profissao"
        rotulo="Profissão"
        obrigatorio
        valor={valor.profissaoId}
        opcoes={profissoes.data}
        texto="descricao"
        busca
        desabilitado={d}
        onChange={(profissaoId) => onChange({ profissaoId })}
      />
      <CampoMascara
        id="sol-telefone"
        rotulo="Telefone"
        mascara={MASCARA.telefone}
        valor={valor.telefone}
        desabilitado={d}
        onChange={(telefone) => onChange({ telefone })}
      />
      <CampoMascara
        id="sol-celular"
        rotulo="Celular"
        obrigatorio
        mascara={MASCARA.celular}
        valor={valor.celular}
        desabilitado={d}
        onChange={(celular) => onChange({ celular })}
      />
      <CampoTexto id="sol-email" rotulo="E-mail" obrigatorio valor={valor.email} desabilitado={d} onChange={(email) => onChange({ email })} />
    </>
  );
  return (
    <>
      <Secao id="sec-solicitante" titulo="Informações do solicitante">
        <div className="master-form-grid">
          <CampoSelect
            id="sol-tipo-cliente"
            rotulo="Tipo de cliente"
            obrigatorio
            valor={valor.tipoCliente}
            opcoes={tipos.data}
            desabilitado={d}
            onChange={(tipoCliente) => onChange({ tipoCliente })}
          />
          {pf ? (
            <>
              <CampoMascara
                id="sol-cpf"
                rotulo="CPF"
                obrigatorio
                mascara={MASCARA.cpf}
                valor={valor.cpf}
                desabilitado={d}
                invalido={cpfTocado && cpfComErro(valor.cpf)}
                erro={cmsg.cpfInvalido}
                onChange={(cpf) => onChange({ cpf })}
                onBlur={() => setCpfTocado(true)}
              />
              <CampoTexto id="sol-nome" rotulo="Nome" obrigatorio valor={valor.nome} desabilitado={d} onChange={(nome) => onChange({ nome })} />
              <CampoMascara id="sol-rg" rotulo="RG" mascara={MASCARA.rg} valor={valor.rg} desabilitado={d} onChange={(rg) => onChange({ rg })} />
            </>
          ) : (
            <>
              <CampoMascara
                id="sol-cnpj"
                rotulo="CNPJ"
                obrigatorio
                mascara={MASCARA.cnpj}
                valor={valor.cnpj}
                desabilitado={d}
                onChange={(cnpj) => onChange({ cnpj })}
              />
              <CampoTexto
                id="sol-razao"
                rotulo="Razão Social"
                obrigatorio
                valor={valor.razaoSocial}
                desabilitado={d}
                onChange={(razaoSocial) => onChange({ razaoSocial })}
              />
              <CampoTexto
                id="sol-fantasia"
                rotulo="Nome Fantasia"
                obrigatorio
                valor={valor.nomeFantasia}
                desabilitado={d}
                onChange={(nomeFantasia) => onChange({ nomeFantasia })}
              />
              <CampoTexto
                id="sol-ie"
                rotulo="Inscrição estadual"
                max={30}
                valor={valor.inscricaoEstadual}
                desabilitado={d}
                onChange={(inscricaoEstadual) => onChange({ inscricaoEstadual })}
              />
              <CampoTexto
                id="sol-im"
                rotulo="Inscrição municipal"
                max={30}
                valor={valor.inscricaoMunicipal}
                desabilitado={d}
                onChange={(inscricaoMunicipal) => onChange({ inscricaoMunicipal })}
              />
            </>
          )}
          {contato}
        </div>
      </Secao>
      <Secao id="sec-endereco" titulo="Endereço">
        <EnderecoCampos prefixo="sol" valor={valor} onChange={onChange} desabilitado={d} />
      </Secao>
    </>
  );
}
