import type { Bulletin } from '@garage/api-types';
import { describe, expect, it } from 'vitest';
import { bulletinDateText, documentUrl, selectBulletin } from './bulletins.ts';

const bulletin = (overrides: Partial<Bulletin> = {}): Bulletin => ({
  BulletinId: 2,
  Title: 'Brake Week: Mintex pads and discs',
  ThumbnailPath: 'https://news.test/assets/bulletins/2/thumbnail.png',
  FilePath: 'https://news.test/assets/bulletins/2/document.pdf',
  ExpiryTime: '2026-12-20T09:00:00Z',
  UploadedAt: '2026-11-10T09:00:00Z',
  ...overrides,
});

describe('bulletinDateText', () => {
  it('is the local day as DD/MM/YYYY, with leading zeros', () => {
    expect(bulletinDateText(new Date(2026, 0, 5, 23, 59).toISOString())).toBe('05/01/2026');
    expect(bulletinDateText(new Date(2026, 10, 23, 0, 0).toISOString())).toBe('23/11/2026');
  });

  it('shows a value that does not parse as it came', () => {
    expect(bulletinDateText('soon')).toBe('soon');
  });
});

describe('selectBulletin', () => {
  const bulletins = [bulletin({ BulletinId: 1 }), bulletin({ BulletinId: 2 })];

  it('is none without a newsId', () => {
    expect(selectBulletin(bulletins, undefined)).toEqual({ kind: 'none' });
  });

  it('finds the bulletin the newsId names', () => {
    expect(selectBulletin(bulletins, '2')).toEqual({ kind: 'found', bulletin: bulletins[1] });
  });

  it('is unknown for an id that is not in the list, or not an id at all', () => {
    expect(selectBulletin(bulletins, '99')).toEqual({ kind: 'unknown' });
    expect(selectBulletin(bulletins, '2x')).toEqual({ kind: 'unknown' });
  });
});

describe('documentUrl', () => {
  it('is the FilePath when there is one', () => {
    expect(documentUrl(bulletin())).toBe('https://news.test/assets/bulletins/2/document.pdf');
  });

  it('is null for a missing or blank FilePath', () => {
    expect(documentUrl(bulletin({ FilePath: null }))).toBeNull();
    expect(documentUrl(bulletin({ FilePath: ' ' }))).toBeNull();
  });

  it('is null for a FilePath that is not an http(s) URL, so it never runs in the portal', () => {
    expect(documentUrl(bulletin({ FilePath: 'javascript:alert(1)' }))).toBeNull();
    expect(documentUrl(bulletin({ FilePath: 'data:text/html,<b>hi</b>' }))).toBeNull();
    expect(documentUrl(bulletin({ FilePath: '/assets/bulletins/2/document.pdf' }))).toBeNull();
  });
});
