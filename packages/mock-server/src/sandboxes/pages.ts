// The pages a browser sees of the sandbox lifecycle: "Start a demo" (start-form.ts) and its
// answer, and the 404 of a demo that has ended. Plain HTML from the server, so they work without
// the portal's bundle; their one stylesheet is inline and allowed by its hash.
import { createHash } from 'node:crypto';

const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#111827;background:#f3f4f6}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.6rem;margin:0 0 1rem}
h2{font-size:1.25rem;margin:1.25rem 0 .5rem}
.card{background:#fff;border-radius:.5rem;padding:1.25rem;margin:0 0 1rem;box-shadow:0 1px 2px #0002}
.card>:first-child{margin-top:0}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b7280;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b91c1c}
fieldset{border:0;padding:0;margin:1.25rem 0 0;min-width:0}
legend{font-weight:600;padding:0;margin:0 0 .25rem}
.choice{display:grid;grid-template-columns:1.25rem 1fr;gap:0 .6rem;padding:.6rem 0;border-top:1px solid #e5e7eb}
.choice input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;padding:0}
.choice label{margin:0}
.choice p{grid-column:2;margin:0;color:#4b5563}
.hint{color:#4b5563;margin:0 0 .75rem}
.error{color:#b91c1c;margin:.25rem 0 0}
button,.button{display:inline-block;font:inherit;font-weight:600;margin-top:1rem;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;text-decoration:none;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e5e7eb}
code{font-size:1.05em}
`;

const styleHash = createHash('sha256').update(style).digest('base64');

/** The pages' own policy: nothing but their inline style and a form posting to this origin. */
export const pageSecurityHeaders = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Garage Parts Portal demo</title><style>${style}</style></head>
<body><main>${body}</main></body>
</html>
`;
}

export const startPath = '/start';

export function endedPage(): string {
  return page(
    'This demo has ended',
    `<h1>This demo has ended</h1>
<div class="card"><p>This demo is no longer available: it was not used for a while, it was ended, or the link is not complete.
Nothing from it was kept.</p>
<a class="button" href="${startPath}">Start a new demo</a></div>`,
  );
}

export type StartedDemo = {
  label: string | null;
  /** What it started from, when not the seed: 'the scenario “Back-order trouble”'. */
  startedFrom?: string;
  portalUrl: string;
  consoleUrl: string;
  /** How long it lasts unused, e.g. '2 hours'. */
  idleFor: string;
  licences: {
    LicenceCode: string;
    GarageUserName: string | null;
    GarageName: string | null;
    Fails: boolean;
  }[];
};

export function startedPage(demo: StartedDemo): string {
  const rows = demo.licences
    .map(
      (licence) =>
        `<tr><td><code>${licence.LicenceCode}</code></td><td>${
          licence.Fails
            ? 'fails to activate (shows the error path)'
            : escapeHtml(`${licence.GarageUserName ?? ''}, ${licence.GarageName ?? ''}`)
        }</td></tr>`,
    )
    .join('\n');
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  return page(
    'Your demo is ready',
    `<h1>Your demo is ready${demo.label ? ` for ${escapeHtml(demo.label)}` : ''}</h1>
${demo.startedFrom ? `<p>Started from ${escapeHtml(demo.startedFrom)}.</p>\n` : ''}<div class="card"><h2>Garage portal</h2><p>${link(demo.portalUrl)}</p>
<h2>Supplier console</h2><p>${link(demo.consoleUrl)}</p>
<p>It ends after ${demo.idleFor} unused. Keep these links: they are the only way back to it.</p></div>
<div class="card"><h2>Licence codes</h2>
<table><thead><tr><th scope="col">Code</th><th scope="col">Signs in as</th></tr></thead><tbody>
${rows}
</tbody></table></div>
<a href="${startPath}">Start another demo</a>`,
  );
}
