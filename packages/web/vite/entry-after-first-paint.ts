import type { Plugin } from 'vite';

// The entry as Vite writes it into index.html.
const entryScript = /<script type="module" crossorigin src="(\/static\/[^"]+\.js)"><\/script>/;

/**
 * The page's inline script that runs the entry once the HTML's frame has painted: a frame, then
 * a task (requestAnimationFrame runs before that frame's paint, the timer after it). A hidden
 * tab paints no frame: it runs the entry at once, or when hidden later. An entry that cannot
 * be fetched leaves the frame, as a failed `<script type="module">` did: the browser has
 * logged the failed request already.
 */
export const entryStarter = (src: string): string =>
  `{let s=0;const g=()=>{s||(s=1,import(${JSON.stringify(src)}).catch(()=>{}))};` +
  'document.hidden?g():(requestAnimationFrame(()=>setTimeout(g)),' +
  'document.addEventListener("visibilitychange",g))}';

/**
 * The entry downloads as soon as the HTML names it (a modulepreload in its place) but runs only
 * after the HTML's frame has painted (docs/first-load.md#the-frame-paints-first): a fast line
 * brought the entry in before the first frame, and its evaluation and first render held the
 * frame back. The starter is the body's last element, so #root is there when the entry runs.
 */
export function entryAfterFirstPaint(): Plugin {
  return {
    name: 'garage:entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's <script> tag, which it does before 'post' hooks.
      order: 'post',
      handler(html) {
        const src = entryScript.exec(html)?.[1];
        if (src === undefined) throw new Error('index.html has no entry <script> to start later');
        return html
          .replace(entryScript, `<link rel="modulepreload" crossorigin href="${src}">`)
          .replace('</body>', () => `  <script>${entryStarter(src)}</script>\n  </body>`);
      },
    },
  };
}
