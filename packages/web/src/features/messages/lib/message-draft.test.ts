// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../../testing/browser-stubs.ts';
import {
  clear as clearIdb,
  set as idbSet,
  refuseFiles,
} from '../../../testing/memory-idb-keyval.ts';
import { readMessageDraftImage, writeMessageDraftImage } from './message-draft.ts';

vi.mock('idb-keyval', () => import('../../../testing/memory-idb-keyval.ts'));
stubBrowserApis();

beforeEach(() => {
  localStorage.clear();
  clearIdb();
});

const photo = () => new File(['png'], 'disc.png', { type: 'image/png' });

describe('the message draft image', () => {
  it('reads back the image written for the enquiry, and only for it', async () => {
    const image = photo();
    await writeMessageDraftImage(localStorage, 7, image);
    expect(await readMessageDraftImage(localStorage, 7)).toBe(image);
    expect(await readMessageDraftImage(localStorage, 8)).toBeNull();
  });

  it('says whether it was kept: not where the browser refuses to store a File', async () => {
    expect(await writeMessageDraftImage(localStorage, 7, photo())).toBe(true);
    refuseFiles();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await writeMessageDraftImage(localStorage, 8, photo())).toBe(false);
    expect(await readMessageDraftImage(localStorage, 8)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Could not store the draft image messageDraftImage:8',
      expect.any(DOMException),
    );
    // Removing one is no File to refuse.
    expect(await writeMessageDraftImage(localStorage, 7, null)).toBe(true);
    error.mockRestore();
  });

  it('is gone once removed, even while IndexedDB still holds it', async () => {
    await writeMessageDraftImage(localStorage, 7, photo());
    // The removal's IndexedDB half has not happened yet (a reload straight after, say).
    void writeMessageDraftImage(localStorage, 7, null);
    await idbSet('messageDraftImage:7', photo());

    expect(await readMessageDraftImage(localStorage, 7)).toBeNull();
  });
});
