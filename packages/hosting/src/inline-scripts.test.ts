import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptsFile,
  inlineScriptsJson,
  readInlineScriptHashes,
  scriptHash,
} from './inline-scripts.ts';

const build = (inlineScripts?: string) => {
  const distDir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  if (inlineScripts !== undefined) {
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, inlineScriptsFile), inlineScripts);
  }
  return distDir;
};

describe('the inline scripts’ hashes', () => {
  it('are the base64 SHA-256 of each script’s exact text, as browsers compute it', () => {
    const script = 'window.started = [];';
    const digest = createHash('sha256').update(script).digest('base64');

    expect(scriptHash(script)).toBe(`sha256-${digest}`);
    expect(scriptHash(`${script}\n`)).not.toBe(scriptHash(script));
  });

  it('are read back from the build as it wrote them', () => {
    const scripts = ['window.a = 1;', 'window.b = "é";'];

    expect(readInlineScriptHashes(build(inlineScriptsJson(scripts)))).toEqual(
      scripts.map(scriptHash),
    );
  });

  it('are none for a build without the file', () => {
    expect(readInlineScriptHashes(build())).toEqual([]);
  });

  it.each(['not json', '{}', '{"scriptHashes": ["md5-abc"]}', '{"scriptHashes": "sha256-"}'])(
    'stop the host on a file that is not the build’s: %s',
    (text) => {
      const distDir = build(text);
      expect(() => readInlineScriptHashes(distDir)).toThrow(join(distDir, inlineScriptsFile));
    },
  );
});
