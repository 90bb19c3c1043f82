// The files the portal saves through the browser's download, caught in the page itself, the same
// in both engines. The portal builds a file as a Blob, gives it a blob: URL and clicks an
// unattached <a download> to it (packages/web/src/features/quotes/lib/download-text.ts).
// Neither driver hands a journey the downloaded file: WebKitWebDriver has no download support
// at all, and where Firefox would put one (a folder, a prompt) is its profile's business. So the
// page's createObjectURL and anchor click are wrapped: the Blob behind each download link
// clicked is kept with the link's file name and read back as text, and the browser's own
// download is not started, so nothing is saved anywhere and no download prompt gets in the way.
import type { Portal } from './portal.ts';

export type CaughtDownload = { fileName: string; type: string; text: string | null };

type DownloadsWindow = { e2eDownloads?: CaughtDownload[] };

/** From now until the page next loads, every download the page starts is caught, not saved. */
export async function catchDownloads(portal: Portal): Promise<void> {
  await portal.evaluate(() => {
    const caught: CaughtDownload[] = [];
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    // An anchor's own click, HTMLElement's, stays as it is for every other link.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = this.hasAttribute('download') ? blobs.get(this.href) : undefined;
      if (blob === undefined) {
        HTMLElement.prototype.click.call(this);
        return;
      }
      const download: CaughtDownload = { fileName: this.download, type: blob.type, text: null };
      caught.push(download);
      void blob.text().then((text) => {
        download.text = text;
      });
    };
    (window as DownloadsWindow).e2eDownloads = caught;
  });
}

/** The downloads caught since catchDownloads, oldest first (a file's text is null until read). */
export const caughtDownloads = (portal: Portal) =>
  portal.evaluate(() => (window as DownloadsWindow).e2eDownloads ?? []);
