import { useEffect, useRef } from 'react';
import { TIPOS_DESCONTO, TIPOS_PAGAMENTO, formatarPercentual } from '@portal/contracts/direct-sales/lookups';
import { campoEditavel, modoCampo, type CampoMonetario } from '@portal/contracts/direct-sales/campos-editaveis';
import { dataBR } from '@portal/contracts/br/dates';
import type { PerfilPedido, TipoDesconto } from '@portal/contracts/direct-sales/order-machine';
import type { StepId } from '@portal/contracts/direct-sales/steps';
import { msg } from '@portal/contracts/messages';
import { ApiError } from '../../../shared/api-client.ts';
import { formatBRL } from '../../../shared/lines.ts';
import { usePercentualDesconto } from '../hooks/use-lookups.ts';
import { usePrecoFinal } from '../hooks/use-preco-final.ts';
import { calcularPrecos } from '../derivados.ts';
import type { PrecoForm } from '../form-pedido.ts';
import { Campo, CampoDinheiro, CampoPercentual, CampoSelect, Secao, ligacao } from './campos.tsx';

interface Props {
  preco: PrecoForm;
  percentualComissao: number | null;
  derivativoId: number | null;
  versaoId: number | null;
  /** the vehicle's model year as the product section holds it (4 digits): with the derivative, the price table's key */
  anoModelo: string;
  onChange: (p: Partial<PrecoForm>) => void;
  onComissao: (percentual: number | null) => void;
  desabilitado: boolean;
  /** the order's step (0 for a new one) and the profile the user acts as on it: the money fields it may type (campos-editaveis) */
  step: StepId;
  perfil: PerfilPedido | null;
}

/**
 * Price and payment (spec §2.3 item 9) and Commissions (item 11): precoPublicoFinal = público + opcional; the discount type
 * brings the policy's discount and commission (GET pedidos/percentual/desconto) when the user picks it (a saved order keeps
 * its percents until then); special price and commission value in BRL, percents with 3 decimals. Which money field the user
 * types is the server's rule (`campoEditavel`: the step, the profile, D4 for the commission); the server checks it again.
 */
export function PrecoSection({ preco, percentualComissao, derivativoId, versaoId, anoModelo, onChange, onComissao, desabilitado, step, perfil }: Props) {
  const politica = usePercentualDesconto({ tipoDesconto: preco.tipoDesconto, derivativoId, versaoId });
  // the Preço import's final price for the vehicle (GET pedidos/preco-final): the server computes it and checks it again
  const tabela = usePrecoFinal(derivativoId, anoModelo).data;
  const precoTabela = tabela?.precoPublico ?? null;
  const fatos = { tipoDesconto: preco.tipoDesconto as TipoDesconto | null, temPrecoFinal: precoTabela !== null };
  const editavel = (campo: CampoMonetario) => !desabilitado && campoEditavel(step, perfil, campo, fatos);
  const daTabela = !desabilitado && modoCampo(step, perfil, 'precoPublico', fatos) === 'daTabela';
  useEffect(() => {
    // the table's price is the public price where the profile does not type it, and the starting value where it does
    if (desabilitado || precoTabela === null || preco.precoPublico === precoTabela) return;
    if (daTabela || (preco.precoPublico === null && editavel('precoPublico'))) onChange({ precoPublico: precoTabela });
  }, [precoTabela, daTabela, desabilitado]);
  const comissaoTipada = editavel('percentualComissao');
  const ligar = ligacao(preco, onChange, (k) => !editavel(k as CampoMonetario));
  const escolhido = useRef(false);
  useEffect(() => {
    if (!escolhido.current || !politica.data) return;
    escolhido.current = false;
    onChange({ descontoEspecial: politica.data.desconto });
    if (!comissaoTipada || percentualComissao === null) onComissao(politica.data.comissao);
  }, [politica.data]);
  useEffect(() => {
    // no policy for the combination (the call's message is shown): the old percents do not stay as if they applied
    if (!escolhido.current || !politica.isError) return;
    escolhido.current = false;
    onChange({ descontoEspecial: null });
    if (!comissaoTipada) onComissao(null);
  }, [politica.isError]);
  const precos = calcularPrecos(preco, percentualComissao);
  return (
    <>
      <Secao id="sec-preco" titulo="Preço e pagamento">
        <div className="master-form-grid">
          <CampoDinheiro id="preco-publico" rotulo="Preço público" obrigatorio {...ligar('precoPublico')} />
          <CampoDinheiro id="preco-opcional" rotulo="Preço opcionais" {...ligar('precoOpcional')} />
          {tabela?.precoPublico != null && (
            <p id="preco-tabela" className="form-field-wide muted" role="status">
              Tabela de preços (importação Preço): {formatBRL(tabela.precoPublico)}, vigente desde {dataBR(tabela.vigenteDesde)}.
            </p>
          )}
          <Campo id="preco-final" rotulo="Preço público final">
            <output id="preco-final" className="read-only-value">
              {formatBRL(precos.precoPublicoFinal)}
            </output>
          </Campo>
          <CampoSelect
            id="preco-tipo-desconto"
            rotulo="Tipo de desconto"
            obrigatorio
            valor={preco.tipoDesconto}
            opcoes={TIPOS_DESCONTO}
            desabilitado={!editavel('tipoDesconto')}
            onChange={(tipoDesconto) => {
              escolhido.current = true;
              onChange({ tipoDesconto });
              if (politica.data && tipoDesconto === preco.tipoDesconto) escolhido.current = false;
            }}
          />
          <CampoPercentual id="preco-desconto" rotulo="Desconto especial" valor={preco.descontoEspecial} />
          {politica.isError && (
            <p className="form-field-wide muted pedido-aviso" role="status">
              {politica.error instanceof ApiError ? (politica.error.errors[0] ?? msg.erroInterno) : msg.erroInterno}
            </p>
          )}
          <Campo id="preco-especial" rotulo="Preço especial">
            <output id="preco-especial" className="read-only-value">
              {formatBRL(precos.precoEspecial)}
            </output>
          </Campo>
          <CampoSelect
            id="preco-tipo-pagamento"
            rotulo="Forma de pagamento"
            obrigatorio
            valor={preco.tipoPagamento}
            opcoes={TIPOS_PAGAMENTO}
            desabilitado={desabilitado}
            onChange={(tipoPagamento) => onChange({ tipoPagamento })}
          />
        </div>
      </Secao>
      <Secao id="sec-comissoes" titulo="Comissões">
        <div className="master-form-grid">
          <CampoPercentual
            id="comissao-percentual"
            rotulo="Percentual de comissão"
            obrigatorio
            valor={percentualComissao}
            onChange={comissaoTipada ? onComissao : undefined}
          />
          <Campo id="comissao-valor" rotulo="Valor da comissão">
            <output id="comissao-valor" className="read-only-value">
              {formatBRL(precos.valorComissao)}
            </output>
          </Campo>
          {percentualComissao !== null && <p className="muted">Comissão de {formatarPercentual(percentualComissao)}% sobre o preço especial.</p>}
        </div>
      </Secao>
    </>
  );
}
