// The toasts the page shows, recorded in the page as they come, the same in both engines. A toast
// lasts 2 s (success) or 4 s: a journey that polls for one after other steps, on a machine busy
// enough that each driver call takes a few hundred milliseconds, can look after it has gone.
// Recorded, it is checked whenever the journey gets to it.
import type { Portal } from './portal.ts';

type ToastsWindow = { e2eToasts?: string[] };

/**
 * From now until the page next loads, the text of each toast drawn in the portal's
 * Notifications log (each piece of text in it: a toast's message, an offer's buttons) is kept.
 */
export async function recordToasts(portal: Portal): Promise<void> {
  await portal.evaluate(() => {
    const page = window as ToastsWindow;
    if (page.e2eToasts !== undefined) return;
    const shown: string[] = [];
    page.e2eToasts = shown;
    const take = () => {
      const log = document.querySelector('[role="log"][aria-label="Notifications"]');
      for (const element of log?.querySelectorAll('*') ?? []) {
        const text = element.textContent.trim();
        if (element.childElementCount === 0 && text !== '' && !shown.includes(text)) {
          shown.push(text);
        }
      }
    };
    take();
    new MutationObserver(take).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** The toasts' texts recorded since recordToasts, each once, in the order they came. */
export const toastsShown = (portal: Portal) =>
  portal.evaluate(() => (window as ToastsWindow).e2eToasts ?? []);
