// The README's table of the mock's flags and variables, written from settings.ts so the two
// never differ: `pnpm --filter @garage/mock-server readme-table` rewrites it between its
// markers, and readme-table.test.ts fails while the README holds another.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fields, type Setting } from './settings.ts';

export const readmePath = fileURLToPath(new URL('../../../../README.md', import.meta.url));
/** Where the table starts and ends in the README. */
export const markers = {
  start: '<!-- mock-settings: written from packages/mock-server/src/config/settings.ts -->',
  end: '<!-- /mock-settings -->',
};

const code = (text: string) => `\`${text}\``;

function row(setting: Setting): string[] {
  // A switch's flag sets the value the variable column shows: `--no-web` is WEB=off.
  const variable = setting.switchTo ? `${setting.env}=${setting.switchTo}` : setting.env;
  const flag = setting.flag === undefined ? '' : code(`--${setting.flag}`);
  const byDefault = setting.default === undefined ? setting.whenAbsent : code(setting.default);
  return [
    code(variable),
    setting.repeatable ? `${flag}, repeatable` : flag,
    byDefault ?? '',
    setting.about,
  ];
}

/** Columns padded as Prettier pads them, so `prettier --check` takes the README as written. */
function markdownTable(header: string[], body: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

export function settingsTable(): string {
  return markdownTable(['variable', 'flag', 'default', 'what'], Object.values(fields).map(row));
}

/** The README with the table between its markers as settings.ts has it. */
export function withSettingsTable(readme: string): string {
  const { start, end } = markers;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) throw new Error(`README.md has no ${start} ... ${end}`);
  return `${readme.slice(0, from + start.length)}\n\n${settingsTable()}\n\n${readme.slice(to)}`;
}

if (import.meta.main) {
  writeFileSync(readmePath, withSettingsTable(readFileSync(readmePath, 'utf8')));
  console.log(`Wrote the mock's settings into ${readmePath}`);
}
