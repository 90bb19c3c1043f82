// The portal shell: routes, providers and screens arrive with the shell issue.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Garage Parts Portal</h1>
      <p>Parts enquiries, quotes, orders and deliveries from your supplier.</p>
    </main>
  );
}
