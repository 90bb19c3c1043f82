// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../../testing/browser-stubs.ts';
import {
  clear as clearIdb,
  set as idbSet,
  refuseFiles,
} from '../../../testing/memory-idb-keyval.ts';
import {
  forgetSentDraft,
  readDraftText,
  readMessageDraftImage,
  sameImage,
  writeDraftText,
  writeMessageDraftImage,
} from './message-draft.ts';

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

describe('forgetting what was sent', () => {
  // Read back from IndexedDB, a file is another object: it is known by its name, size, type and
  // date.
  const sameAgain = (file: File) =>
    new File([file], file.name, { type: file.type, lastModified: file.lastModified });

  it('forgets the draft that was sent, text and image, the image known by its facts', async () => {
    const image = photo();
    writeDraftText(localStorage, 7, '  Any update?\n');
    await writeMessageDraftImage(localStorage, 7, sameAgain(image));

    await forgetSentDraft(localStorage, 7, { Text: 'Any update?', Image: image });

    expect(readDraftText(localStorage, 7)).toBe('');
    expect(await readMessageDraftImage(localStorage, 7)).toBeNull();
  });

  it('keeps what was written or attached since', async () => {
    const sent = photo();
    const attachedSince = new File(['jpeg'], 'pads.jpg', { type: 'image/jpeg' });
    writeDraftText(localStorage, 7, 'And the pads?');
    await writeMessageDraftImage(localStorage, 7, attachedSince);

    await forgetSentDraft(localStorage, 7, { Text: 'Any update?', Image: sent });

    expect(readDraftText(localStorage, 7)).toBe('And the pads?');
    expect(await readMessageDraftImage(localStorage, 7)).toBe(attachedSince);
  });

  it('tells a file from another of the same name and size by its date', () => {
    const image = photo();
    const later = new File([image], image.name, {
      type: image.type,
      lastModified: image.lastModified + 1,
    });

    expect(sameImage(image, sameAgain(image))).toBe(true);
    expect(sameImage(image, later)).toBe(false);
    expect(sameImage(image, null)).toBe(false);
    expect(sameImage(null, null)).toBe(true);
  });
});
