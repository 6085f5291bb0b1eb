/** The dealer network and the users, watched by cached reads (kernel leitura-em-cache). */
export const TABELAS_VIGIADAS = ['concessionarias', 'concessionaria_grupos', 'regionais', 'regional_responsaveis', 'participantes'] as const;

/** What only the Usuários tab's page reads (admin/users.ts): accounts, profiles and profile groups; no report reads them. */
export const TABELAS_VIGIADAS_DOS_USUARIOS = ['contas', 'perfis', 'grupos_perfil'] as const;
