// Binaries the demo seed serves: logos, message photos, bulletin thumbnails and PDFs, drawn
// here so nothing is shipped or fetched. The store is re-seeded before every test, so each
// result is cached by its inputs and drawn once per process. Kept as the one entry point
// because the package exports it as "@garage/mock-server/assets".
export { logoPng, logoSize, type LogoEmblem } from './assets/logos.ts';
export { partPhotoPng, photoSize, photoVariants, type PhotoVariant } from './assets/photos.ts';
export { bulletinThumbnailPng, thumbnailSize, type ThumbnailMotif } from './assets/thumbnails.ts';
export { bulletinPdf, type BulletinPdfInput } from './assets/pdf.ts';
