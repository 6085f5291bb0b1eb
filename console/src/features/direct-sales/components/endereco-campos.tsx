import { useEffect, useState } from 'react';
import { lmsg } from '@portal/contracts/direct-sales/lookups';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { ApiError } from '../../../shared/api-client.ts';
import { useCep, useCidades, useUfs } from '../hooks/use-lookups.ts';
import type { EnderecoForm } from '../form-pedido.ts';
import { MASCARA, mascaraCompleta, semMascara } from '../mascaras.ts';
import { CampoMascara, CampoSelect, CampoTexto, ligacao } from './campos.tsx';

/** What the form says when the CEP lookup cannot answer: the server's reason (invalid, not found), or that it is unreachable. */
export const mensagemCep = (e: unknown) =>
  e instanceof ApiError && e.status > 0 && e.status < 500 ? (e.errors[0] ?? lmsg.cepNaoEncontrado) : tmsg.cepSemResposta;

/**
 * The address fields (spec §2.3 item 5; also a company contact's): CEP (99999-999) looked up on blur — street, district, UF
 * and city filled; a clear message when the lookup cannot answer —, Logradouro, Número, Complemento, Bairro, UF and Cidade.
 */
export function EnderecoCampos({
  prefixo,
  valor,
  onChange,
  desabilitado,
}: {
  prefixo: string;
  valor: EnderecoForm;
  onChange: (p: Partial<EnderecoForm>) => void;
  desabilitado?: boolean;
}) {
  const ufs = useUfs();
  const cidades = useCidades(valor.ufId);
  // the CEP asked on blur (null until then: a saved address is never overwritten on load)
  const [cepBusca, setCepBusca] = useState<string | null>(null);
  const cep = useCep(cepBusca);
  useEffect(() => {
    const e = cep.data;
    if (!e || cepBusca === null) return;
    onChange({
      logradouro: e.logradouro || valor.logradouro,
      bairro: e.bairro || valor.bairro,
      complemento: valor.complemento || e.complemento || '',
      ufId: e.ufId,
      nomeUf: e.uf.sigla,
      cidadeId: e.cidadeId ?? null,
      nomeCidade: e.cidade.nome ?? '',
    });
  }, [cep.data]);
  const ligar = ligacao(valor, onChange, desabilitado);
  const aviso = cepBusca === null ? null : cep.isError ? mensagemCep(cep.error) : cep.data?.fonte === 'faixa' ? tmsg.cepSoUf : null;
  return (
    <div className="master-form-grid">
      <CampoMascara
        id={`${prefixo}-cep`}
        rotulo="CEP"
        obrigatorio
        mascara={MASCARA.cep}
        onBlur={() => {
          if (!desabilitado && mascaraCompleta(valor.cep, MASCARA.cep)) setCepBusca(semMascara(valor.cep));
        }}
        {...ligar('cep')}
      />
      {aviso && (
        <p className="form-field-wide muted pedido-aviso" role="status">
          {aviso}
        </p>
      )}
      <CampoTexto id={`${prefixo}-logradouro`} rotulo="Logradouro" obrigatorio {...ligar('logradouro')} />
      <CampoTexto id={`${prefixo}-numero`} rotulo="Número" obrigatorio max={20} {...ligar('numero')} />
      <CampoTexto id={`${prefixo}-complemento`} rotulo="Complemento" {...ligar('complemento')} />
      <CampoTexto id={`${prefixo}-bairro`} rotulo="Bairro" obrigatorio {...ligar('bairro')} />
      <CampoSelect
        id={`${prefixo}-uf`}
        rotulo="UF"
        obrigatorio
        valor={valor.ufId}
        opcoes={ufs.data}
        texto="sigla"
        busca
        desabilitado={desabilitado}
        onChange={(ufId) => onChange({ ufId, nomeUf: ufs.data?.find((u) => u.id === ufId)?.sigla ?? '', cidadeId: null, nomeCidade: '' })}
      />
      <CampoSelect
        id={`${prefixo}-cidade`}
        rotulo="Cidade"
        obrigatorio
        valor={valor.cidadeId}
        opcoes={cidades.data}
        busca
        desabilitado={desabilitado || valor.ufId === null}
        onChange={(cidadeId) => onChange({ cidadeId, nomeCidade: cidades.data?.find((c) => c.id === cidadeId)?.nome ?? '' })}
      />
    </div>
  );
}
