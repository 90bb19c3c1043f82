/** A screen whose issue has not landed yet: titled with its name, so navigation still works. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section style={{ padding: '2rem' }}>
      <h1>{title}</h1>
    </section>
  );
}
