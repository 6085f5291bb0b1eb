/** pt-BR messages of the pop-up manager and comunicados (spec 002 §2.11, §8.5). */
export const popupMsg = {
  popupInativo: 'O popup está inativo',
  popupCadastrado: 'Pop-up cadastrado com sucesso!',
  popupAtualizado: 'Pop-up atualizado com sucesso!',
  preenchaTitulo: 'Preencha o campo "Nome do POP-UP" para continuar',
  selecioneGrupos: 'Selecione, pelo menos, um grupo para continuar',
  grupoInexistente: 'Grupo de perfil não encontrado.',
  informePeriodo: 'Informe o período (de e até) para continuar',
  dataInvalida: 'Data inválida. Use o formato dd/mm/aaaa.',
  periodoInvertido: 'A data "Período até" deve ser igual ou posterior a "Período de".',
  statusInvalido: 'O status deve ser 1 (ATIVO) ou 0 (INATIVO).',
  ordemInvalida: 'A ordem de exibição deve ser um número inteiro maior ou igual a zero.',
  preenchaTexto: 'Digite o texto do pop-up para continuar',
  textoComMarcacaoDemais: (max: number) =>
    `O texto do pop-up tem formatação demais (mais de ${max.toLocaleString('pt-BR')} marcações). Simplifique o texto e tente novamente.`,
  textoSoComConteudoBloqueado: 'O texto do pop-up ficou vazio depois de retirado o conteúdo não permitido (scripts, eventos e links perigosos).',
} as const;
