import { Type } from '@sinclair/typebox';
import { Strict, Data, Id, Ids, Int, Linhas, Mes, Opt, Paginacao } from '../platform/schemas.ts';

const StatusTroca = Type.Union([Int(1, 8), Type.Array(Int(1, 8), { maxItems: 10 })]);

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
  troca: Opt(Int(1, 3)),
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
