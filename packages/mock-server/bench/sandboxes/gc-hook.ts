// Loaded into the mock process by the sandboxes benchmark (node --expose-gc --import this): on
// the message 'usage' it answers the CPU time used so far, then collects garbage and answers
// process.memoryUsage(), so the figures count what live sandboxes hold rather than garbage not
// collected yet. server.ts is unchanged.
process.on('message', (message) => {
  if (message !== 'usage') return;
  const cpu = process.cpuUsage();
  // Twice: what the first collection frees can make more collectable (weak maps, finalizers).
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ cpu, memory: process.memoryUsage() });
});
