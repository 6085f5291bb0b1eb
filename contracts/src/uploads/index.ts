/** File uploads: accepted types, finalidades, addresses and messages (shared by the API, the console and the contexts that attach files). */
export * from './tipos.ts';
export { arquivoMsg } from './messages.ts';
export { ArquivoId, ArquivoEnviado, EnvioArquivos } from './schemas.ts';
