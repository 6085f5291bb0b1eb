/** A menu route whose screen is delivered by a later issue: says so plainly, behind the same guard. */
export default function PendingScreenPage({ titulo }: { titulo: string }) {
  return (
    <section className="pending-screen">
      <i className="pi pi-clock" aria-hidden="true" />
      <h2>{titulo}</h2>
      <p>Esta tela chega em uma próxima entrega do portal.</p>
    </section>
  );
}
