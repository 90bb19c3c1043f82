/**
 * index.html's boot frame (`.boot`, styled by index.html's own <style>): the shell's header bar,
 * navigation and spinner as the page paints them before any JavaScript has run. The router draws
 * it while the code of the screen a full load opened is still on its way (router.tsx), so the
 * page stays exactly as it was painted. Its markup is index.html's, element for element
 * (boot-frame.test.tsx holds them together).
 */
export function BootFrame() {
  return (
    <div className="boot">
      <header></header>
      <nav aria-label="Main"></nav>
      <svg role="status" aria-label="Loading your garage" viewBox="0 0 40 40">
        <circle cx="20" cy="20" r="18" fill="none" stroke="#e5e7eb" strokeWidth="4" />
        <path d="M7.27 7.27a18 18 0 0 1 25.46 0" fill="none" stroke="#1d4ed8" strokeWidth="4" />
      </svg>
    </div>
  );
}
