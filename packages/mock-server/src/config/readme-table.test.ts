import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markers, readmePath, settingsTable, withSettingsTable } from './readme-table.ts';

const { start, end } = markers;

describe("the README's table of the mock's settings", () => {
  it('is as settings.ts has it', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme, 'out of date: pnpm --filter @garage/mock-server readme-table').toBe(
      withSettingsTable(readme),
    );
  });

  it('is written between its markers, over whatever was there', () => {
    const stale = `# Title\n\n${start}\n\n| PORT | old |\n\n${end}\n\nAfter.\n`;
    expect(withSettingsTable(stale)).toBe(
      `# Title\n\n${start}\n\n${settingsTable()}\n\n${end}\n\nAfter.\n`,
    );
    expect(() => withSettingsTable('# Title\n')).toThrow('README.md has no');
  });
});
