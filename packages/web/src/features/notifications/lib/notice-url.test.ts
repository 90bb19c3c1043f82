// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { noticeTarget, noticeUrl, portalRoute } from './notice-url.ts';

function setBase(href: string) {
  const base = document.createElement('base');
  base.setAttribute('href', href);
  document.head.append(base);
}

afterEach(() => document.head.replaceChildren());

describe('the URL a notification opens', () => {
  it('is absolute, with the base path the portal is served under', () => {
    expect(noticeUrl('/enquiries/7')).toBe(`${location.origin}/enquiries/7`);
    setBase('/s/sandbox/');
    expect(noticeUrl('/enquiries/7')).toBe(`${location.origin}/s/sandbox/enquiries/7`);
    expect(noticeUrl('/')).toBe(`${location.origin}/s/sandbox/`);
  });

  it('comes back from the service worker as the portal’s route within that base path', () => {
    setBase('/s/sandbox/');
    expect(portalRoute(`${location.origin}/s/sandbox/enquiries/7?view=messages`)).toBe(
      '/enquiries/7?view=messages',
    );
    expect(portalRoute(`${location.origin}/s/sandbox/`)).toBe('/');
    expect(portalRoute(`${location.origin}/s/sandbox`)).toBe('/');
  });

  it('is none of the portal’s on another origin or outside its base path', () => {
    setBase('/s/sandbox/');
    expect(portalRoute('https://elsewhere.example/s/sandbox/enquiries/7')).toBeNull();
    expect(portalRoute(`${location.origin}/s/other/enquiries/7`)).toBeNull();
    expect(portalRoute(`${location.origin}/s/sandboxes`)).toBeNull();
    expect(portalRoute('not a url')).toBeNull();
  });
});

describe('where a click on a notification goes', () => {
  const listed = new Set([7]);

  it('opens the enquiry while it is in the garage’s list', () => {
    expect(noticeTarget('/enquiries/7', listed)).toBe('/enquiries/7');
    expect(noticeTarget('/enquiries/7?view=messages', listed)).toBe('/enquiries/7?view=messages');
  });

  it('opens the list when the enquiry has gone from it meanwhile', () => {
    expect(noticeTarget('/enquiries/8', listed)).toBe('/');
  });

  it('opens the enquiry when no list has loaded yet: its screen says whether it is found', () => {
    expect(noticeTarget('/enquiries/8', undefined)).toBe('/enquiries/8');
  });

  it('opens the list for a summary', () => {
    expect(noticeTarget('/', listed)).toBe('/');
  });
});
