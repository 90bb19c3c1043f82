import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import {
  bulletinPdf,
  bulletinThumbnailPng,
  logoPng,
  logoSize,
  partPhotoPng,
  photoSize,
  photoVariants,
  thumbnailSize,
  type BulletinPdfInput,
  type ThumbnailMotif,
} from './assets.ts';

const decode = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));
const hasColour = (png: PNG, [r, g, b]: readonly number[]) => {
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) return true;
  }
  return false;
};

const bulletin: BulletinPdfInput = {
  supplier: 'Pennine Motor Factors',
  colour: '#1d4ed8',
  title: 'Brake Week: Mintex pads and discs',
  paragraphs: ['Save 20% on Mintex pads, discs and shoes.', 'Same-day delivery before 2pm.'],
  issued: '02/11/2026',
  expires: '30/11/2026',
};
const motifs: ThumbnailMotif[] = ['battery', 'disc', 'drop', 'calendar', 'pin', 'percent'];

describe('generated assets', () => {
  it('draws each logo at 128x128 in its company colour on white', () => {
    for (const [hex, rgb, emblem] of [
      ['#1d4ed8', [0x1d, 0x4e, 0xd8], 'peaks'],
      ['#047857', [0x04, 0x78, 0x57], 'waves'],
    ] as const) {
      const png = decode(logoPng(hex, emblem));
      expect([png.width, png.height]).toEqual([logoSize.width, logoSize.height]);
      expect(hasColour(png, rgb)).toBe(true);
      expect([...png.data.subarray(0, 3)]).toEqual([255, 255, 255]);
    }
    expect(logoPng('#1d4ed8', 'peaks')).not.toEqual(logoPng('#1d4ed8', 'waves'));
  });

  it('draws a distinct 320x240 photo for each variant', () => {
    const photos = photoVariants.map((variant) => partPhotoPng(variant));
    for (const bytes of photos) {
      const png = decode(bytes);
      expect([png.width, png.height]).toEqual([photoSize.width, photoSize.height]);
    }
    expect(new Set(photos.map((bytes) => Buffer.from(bytes).toString('base64'))).size).toBe(
      photos.length,
    );
  });

  it('draws bulletin thumbnails at 160x120 with the banner colour along the top', () => {
    for (const motif of motifs) {
      const png = decode(bulletinThumbnailPng('#b91c1c', motif));
      expect([png.width, png.height]).toEqual([thumbnailSize.width, thumbnailSize.height]);
      const topRight = (4 * png.width + 150) * 4;
      expect([...png.data.subarray(topRight, topRight + 3)]).toEqual([0xb9, 0x1c, 0x1c]);
    }
  });

  it('builds a one-page A4 bulletin PDF', async () => {
    const bytes = await bulletinPdf(bulletin);
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe(bulletin.title);
    expect(pdf.getAuthor()).toBe(bulletin.supplier);
    expect(await bulletinPdf({ ...bulletin, title: 'Another offer' })).not.toEqual(bytes);
  });

  it('draws the same bytes in a fresh process (nothing random or clock-based)', async () => {
    const first = {
      logo: logoPng('#047857', 'waves'),
      photo: partPhotoPng('belt'),
      thumbnail: bulletinThumbnailPng('#0f766e', 'pin'),
      pdf: await bulletinPdf(bulletin),
    };
    vi.resetModules();
    const fresh = await import('./assets.ts');
    expect(fresh.logoPng).not.toBe(logoPng);
    expect(fresh.logoPng('#047857', 'waves')).toEqual(first.logo);
    expect(fresh.partPhotoPng('belt')).toEqual(first.photo);
    expect(fresh.bulletinThumbnailPng('#0f766e', 'pin')).toEqual(first.thumbnail);
    expect(await fresh.bulletinPdf(bulletin)).toEqual(first.pdf);
  });
});
