/** /gera-boleto: public page of the boleto link; its content comes with the boletos delivery. */
export default function GeraBoletoPage() {
  return (
    <main className="public-page">
      <section className="public-card">
        <h1>Geração de boleto</h1>
        <p>Esta página processa o link de boleto enviado pelo portal.</p>
        <p className="muted">
          A emissão de boletos pelo link ainda não está disponível nesta versão do portal. Entre em contato com o time financeiro do importador para receber o
          seu boleto.
        </p>
      </section>
    </main>
  );
}
