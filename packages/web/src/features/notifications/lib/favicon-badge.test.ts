import { describe, expect, it } from 'vitest';
import { badgedFavicon } from './favicon-badge.ts';

const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect/></svg>';
const decoded = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('badgedFavicon', () => {
  it('draws the icon whole beneath a disc with the count', () => {
    const svg = decoded(badgedFavicon(icon, 3));

    expect(svg).toContain(`<image href="data:image/svg+xml,${encodeURIComponent(icon)}"`);
    expect(svg).toMatch(/<circle [^>]*fill="#dc2626"/);
    expect(svg).toMatch(/>3<\/text>/);
  });

  it('shows 9+ above 9', () => {
    expect(decoded(badgedFavicon(icon, 9))).toMatch(/>9<\/text>/);
    expect(decoded(badgedFavicon(icon, 10))).toMatch(/>9\+<\/text>/);
  });
});
