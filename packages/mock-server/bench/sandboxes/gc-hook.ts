// Loaded into the mock process by the sandboxes benchmark (node --expose-gc --import this): on
// the message 'memory' it collects garbage, then answers process.memoryUsage(), so the figures
// count what live sandboxes hold rather than garbage not collected yet. server.ts is unchanged.
process.on('message', (message) => {
  if (message !== 'memory') return;
  // Twice: what the first collection frees can make more collectable (weak maps, finalizers).
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.(process.memoryUsage());
});
