import { describe, expect, it } from 'vitest';
import { pageWithRuntimeConfig, runtimeConfigElementId } from './page-config.ts';
import {
  parseRuntimeConfig,
  parseRuntimeConfigText,
  type RuntimeConfig,
} from './runtime-config.ts';

const page = `<head>
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <script>start()</script>
  </head>`;

function configOf(raw: unknown): RuntimeConfig {
  const result = parseRuntimeConfig(raw);
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result.config;
}

/** The text of the page's config block up to the first `</script>`, where a browser ends it. */
function blockText(html: string): string {
  const opening = `<script type="application/json" id="${runtimeConfigElementId}">`;
  const start = html.indexOf(opening);
  if (start === -1) throw new Error('no config block');
  const text = html.slice(start + opening.length);
  return text.slice(0, text.indexOf('</script>'));
}

describe('the config written into the page', () => {
  it('takes the place of the preload, before the inline script, and reads back as the same config', () => {
    const config = configOf({
      apiHost: 'https://api.supplier.example',
      companyHosts: ['https://a.example'],
    });
    const html = pageWithRuntimeConfig(page, config);
    expect(html).not.toContain('rel="preload"');
    expect(html.indexOf(runtimeConfigElementId)).toBeLessThan(html.indexOf('<script>start()'));
    expect(parseRuntimeConfigText(blockText(html))).toEqual({ ok: true, config });
  });

  it('follows a sandbox’s preload under its prefix', () => {
    const sandboxPage = page.replace('href="/config.json"', 'href="/s/abc/config.json"');
    expect(pageWithRuntimeConfig(sandboxPage, configOf({}))).toContain(
      `id="${runtimeConfigElementId}"`,
    );
  });

  it('keeps a value holding </script> inside the block', () => {
    const config = {
      ...configOf({}),
      supportWebsite: 'https://help.example/</script><script>alert(1)',
    };
    const html = pageWithRuntimeConfig(page, config);
    expect(html).not.toContain('</script><script>alert');
    expect(JSON.parse(blockText(html))).toMatchObject({ supportWebsite: config.supportWebsite });
  });

  it('refuses a page with no preload of config.json, rather than serving one without its config', () => {
    expect(() => pageWithRuntimeConfig('<head></head>', configOf({}))).toThrow(
      'index.html has no preload of config.json',
    );
  });
});
