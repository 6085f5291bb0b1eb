import { Type } from '@sinclair/typebox';
import { Strict } from '../platform/schemas.ts';
import { Opt, Id, Ids, Linhas, Paginacao } from '../vehicles/schemas.ts';

const Data = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const StatusTroca = Type.Union([Type.Integer({ minimum: 1, maximum: 8 }), Type.Array(Type.Integer({ minimum: 1, maximum: 8 }), { maxItems: 10 })]);
const Mes = Type.Integer({ minimum: 1, maximum: 12 });

const FiltrosVeiculoTroca = {
  ...Paginacao,
  jaguar: Opt(Type.Boolean()),
  landrover: Opt(Type.Boolean()),
  concessionariaId: Opt(Id),
  tipoModeloAgrupadoId: Opt(Id),
  derivativoId: Opt(Id),
  descricaoId: Opt(Id),
  anoModeloId: Opt(Id),
  chassi: Opt(Linhas),
  pedido: Opt(Linhas),
};

export const ListarTrocaBody = Strict({
  ...FiltrosVeiculoTroca,
  dataDeDisponibilidade: Opt(Data),
  dataAteDisponibilidade: Opt(Data),
  mesDe: Opt(Type.Union([Mes, Type.Array(Mes, { maxItems: 12 })])),
  status: Opt(StatusTroca),
  solicitar: Opt(Type.Boolean()),
  selecao: Opt(Type.Boolean()),
});

export const MinhasTrocasBody = Strict({
  ...FiltrosVeiculoTroca,
  enviada: Opt(Type.Boolean()),
  recebida: Opt(Type.Boolean()),
  troca: Opt(Type.Integer({ minimum: 1, maximum: 3 })),
  status: Opt(StatusTroca),
});

export const SolicitaBody = Strict({
  veiculoInteresseId: Id,
  veiculosPropostos: Opt(Ids),
  contatoNome: Type.String({ maxLength: 200 }),
  contatoEmail: Type.String({ maxLength: 200 }),
  contatoTelefone: Type.String({ maxLength: 30 }),
  // longer than 8000 is refused by the command with its pt-BR message
  comentario: Opt(Type.String({ maxLength: 20_000 })),
  confirmarSemVeiculo: Opt(Type.Boolean()),
});

export const PedidoId = Strict({ veiculoTrocaPedidoId: Id });

export const AceitarParams = Strict({
  veiculoTrocaPedidoId: Id,
  concessionariaTrocaId: Opt(Id),
  veiculoTrocaId: Opt(Id),
  concessionariaPropostoId: Opt(Id),
  veiculoPropostoId: Opt(Type.Union([Id, Ids])),
});

export const DetalheQuery = Strict({ veiculoTrocaPedidoId: Id, enviada: Opt(Type.Boolean()) });
