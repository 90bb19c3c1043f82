// The journeys' rules on waiting are enforced by ESLint (eslint.config.js, no-restricted-syntax
// for packages/e2e/src): each is shown failing on a deliberately bad line, and passing the
// waits and reads it allows, so a config change that silences one fails here.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Without types: the code linted here is in no file, so in no TypeScript project.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The no-restricted-syntax messages for `body` as a journey's test body. */
async function waitingProblems(body: string): Promise<string[]> {
  const code = `import { expect, test } from './harness.ts';\n\ntest('a journey', async ({ page, demo }) => {\n${body}\n});\n`;
  const [result] = await eslint.lintText(code, {
    filePath: join(root, 'packages/e2e/src/lint-check.e2e.ts'),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the journeys’ waits', () => {
  it.each([
    "  expect(await page.getByText('Sent').isVisible()).toBe(true);",
    "  expect(await page.getByRole('status').innerText()).toBe('£6.20');",
    '  expect(await page.title()).toMatch(/Enquiries/);',
    '  expect(await shownMessages(page)).toHaveLength(2);',
    "  expect(Number(await page.getByRole('img').getAttribute('data-zoom'))).toBe(6);",
  ])('refuse a one-shot read of the page: %s', async (line) => {
    expect(await waitingProblems(line)).toEqual([
      expect.stringMatching(/^A one-shot read of the page/),
    ]);
  });

  it('refuse a sleep', async () => {
    expect(await waitingProblems('  await page.waitForTimeout(500);')).toEqual([
      expect.stringMatching(/^A sleep/),
    ]);
  });

  it('let a journey wait, and read what is not the page', async () => {
    const body = [
      "  await expect(page.getByText('Sent')).toBeVisible();",
      "  await expect.poll(() => page.getByRole('status').innerText()).toBe('£6.20');",
      '  expect(await demo.faults()).toEqual([]);',
      '  expect(await enquiryCount(demo)).toBe(3);',
      "  const answer = await page.request.get('api/user');",
      '  expect(await answer.json()).toEqual({});',
    ].join('\n');
    expect(await waitingProblems(body)).toEqual([]);
  });
});
