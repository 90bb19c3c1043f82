export function Component() {
  return (
    <section style={{ padding: '3rem', textAlign: 'center' }}>
      <h1>Sorry, something went wrong</h1>
      <p>We were unable to load the APIR</p>
      <p>Please contact the supplier on a phone number</p>
    </section>
  );
}
