import { useState } from 'react';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/lookups';
import { cmsg } from '@portal/contracts/direct-sales/campos';
import { useProfissoes, useTiposCliente } from '../hooks/use-lookups.ts';
import type { SolicitanteForm } from '../form-pedido.ts';
import { MASCARA, cpfComErro } from '../mascaras.ts';
import { CampoMascara, CampoSelect, CampoTexto, Secao, ligacao } from './campos.tsx';
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
  const ligar = ligacao(valor, onChange, d);
  const contato = (
    <>
      <CampoSelect id="sol-profissao" rotulo="Profissão" obrigatorio opcoes={profissoes.data} texto="descricao" busca {...ligar('profissaoId')} />
      <CampoMascara id="sol-telefone" rotulo="Telefone" mascara={MASCARA.telefone} {...ligar('telefone')} />
      <CampoMascara id="sol-celular" rotulo="Celular" obrigatorio mascara={MASCARA.celular} {...ligar('celular')} />
      <CampoTexto id="sol-email" rotulo="E-mail" obrigatorio {...ligar('email')} />
    </>
  );
  return (
    <>
      <Secao id="sec-solicitante" titulo="Informações do solicitante">
        <div className="master-form-grid">
          <CampoSelect id="sol-tipo-cliente" rotulo="Tipo de cliente" obrigatorio opcoes={tipos.data} {...ligar('tipoCliente')} />
          {pf ? (
            <>
              <CampoMascara
                id="sol-cpf"
                rotulo="CPF"
                obrigatorio
                mascara={MASCARA.cpf}
                invalido={cpfTocado && cpfComErro(valor.cpf)}
                erro={cmsg.cpfInvalido}
                onBlur={() => setCpfTocado(true)}
                {...ligar('cpf')}
              />
              <CampoTexto id="sol-nome" rotulo="Nome" obrigatorio {...ligar('nome')} />
              <CampoMascara id="sol-rg" rotulo="RG" mascara={MASCARA.rg} {...ligar('rg')} />
            </>
          ) : (
            <>
              <CampoMascara id="sol-cnpj" rotulo="CNPJ" obrigatorio mascara={MASCARA.cnpj} {...ligar('cnpj')} />
              <CampoTexto id="sol-razao" rotulo="Razão Social" obrigatorio {...ligar('razaoSocial')} />
              <CampoTexto id="sol-fantasia" rotulo="Nome Fantasia" obrigatorio {...ligar('nomeFantasia')} />
              <CampoTexto id="sol-ie" rotulo="Inscrição estadual" max={30} {...ligar('inscricaoEstadual')} />
              <CampoTexto id="sol-im" rotulo="Inscrição municipal" max={30} {...ligar('inscricaoMunicipal')} />
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
