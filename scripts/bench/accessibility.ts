// Benchmark (not a test): Lighthouse's accessibility category on each screen of the portal, in
// its mobile and desktop settings, as the demo serves it. Prints each screen's score and every
// audit that failed, with the elements it names. Exits 0 whatever the scores; only errors fail
// it. Usage: scripts/bench-accessibility [screen...]; WEB_ROOT=<dir> measures another build.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromeFlags, chromePath, loadLighthouse, seedLocalStorage } from './lighthouse.ts';
import { signedInStorage } from './sign-in.ts';
import { targets } from './targets.ts';

const screens = [
  // Signed out: a signed-in visitor is sent on from /login.
  { name: 'login', path: '/login', signedIn: false },
  // The seed's quoted enquiry.
  { name: 'enquiries', path: '/enquiries/101', signedIn: true },
  { name: 'tracking', path: '/tracking', signedIn: true },
  { name: 'returns', path: '/returns', signedIn: true },
  { name: 'news', path: '/news', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'error', path: '/error', signedIn: true },
] as const;

// Lighthouse's own two: a 412 px phone (the portal's phone layout) and a 1350 px desktop.
const formFactors = {
  mobile: {},
  desktop: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1 },
  },
} as const;

type AuditItem = { node?: { selector?: string; snippet?: string; explanation?: string } };
type Audit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  details?: { items?: AuditItem[] };
};
type Lhr = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: {
    accessibility: { score: number | null; auditRefs: { id: string; weight: number }[] };
  };
  audits: Record<string, Audit>;
};
type Result = { screen: string; formFactor: string; score: number; failing: string[] };

/** The audits that count towards the score and failed, each with the elements it names. */
function failingAudits(lhr: Lhr): string[] {
  return lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.scoreDisplayMode !== 'binary' || audit.score === 1) return [];
      const nodes = (audit.details?.items ?? []).map(({ node }) =>
        [node?.selector, node?.snippet, node?.explanation?.replace(/\s+/g, ' ')]
          .filter(Boolean)
          .join('  '),
      );
      return [`${ref.id}: ${audit.title}`, ...nodes.map((node) => `    ${node}`)];
    });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !screens.some((screen) => screen.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown screen ${unknown.join(', ')}; screens: ${screens.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = screens.filter((screen) => wanted.length === 0 || wanted.includes(screen.name));

const { lighthouse, launch, puppeteer } = await loadLighthouse();
const demo = targets.find((target) => target.name === 'demo');
if (!demo) throw new Error('No demo target in targets.ts');
const reportDir = await mkdtemp(join(tmpdir(), 'bench-accessibility-'));
const running = await demo.start();
const results: Result[] = [];
try {
  for (const [formFactor, settings] of Object.entries(formFactors)) {
    // One Chromium per form factor, signed out until the first signed-in screen.
    const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
    const killChrome = () => chrome.process.kill('SIGKILL');
    process.once('exit', killChrome);
    try {
      let signedIn = false;
      for (const screen of [...chosen].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
        const url = `${running.portalOrigin}${screen.path}`;
        if (screen.signedIn && !signedIn) {
          const storage = await signedInStorage(running.apiOrigin);
          await seedLocalStorage(puppeteer, chrome.port, running.portalOrigin, storage);
          signedIn = true;
        }
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility'],
          // Lighthouse would otherwise clear the origin's storage, signing the device out.
          disableStorageReset: true,
          ...settings,
        });
        // Lighthouse's result, read in the accessibility category's shape.
        const lhr = run?.lhr as unknown as Lhr | undefined;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
        if (lhr.runtimeError) {
          throw new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        }
        const reportPath = join(reportDir, `${screen.name}-${formFactor}.json`);
        await writeFile(reportPath, JSON.stringify(lhr));
        // Sent elsewhere (signed out, say): the figures would be another screen's.
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== screen.path) {
          throw new Error(
            `${screen.name} ended on ${finalPath}, not ${screen.path} (see ${reportPath})`,
          );
        }
        const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
        results.push({ screen: screen.name, formFactor, score, failing: failingAudits(lhr) });
      }
    } finally {
      process.off('exit', killChrome);
      await chrome.kill();
    }
  }
} finally {
  await running.stop();
}

console.log(`\nLighthouse accessibility, by screen (reports: ${reportDir})`);
for (const screen of chosen) {
  const rows = results.filter((result) => result.screen === screen.name);
  const scores = rows.map((row) => `${row.formFactor} ${row.score}`).join(', ');
  console.log(`${screen.name.padEnd(10)} ${scores}`);
  for (const row of rows) {
    for (const line of row.failing) console.log(`  ${row.formFactor}: ${line}`);
  }
}
const lowest = Math.min(...results.map((result) => result.score));
console.log(`\nLowest score: ${lowest}${lowest === 100 ? '' : ' (target: 100 on every screen)'}`);
