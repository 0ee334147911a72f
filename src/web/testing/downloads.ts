import { vi } from 'vitest';

export type CapturedDownload = { name: string; blob: Blob };

/**
 * Catches what lib/download saves: jsdom has no object URLs and does not download, so this stands in
 * for both and records each file's name and contents. Call the returned `restore` after the test.
 */
export function captureDownloads(): { downloads: CapturedDownload[]; restore: () => void } {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const had = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
  return {
    downloads,
    restore: () => {
      URL.createObjectURL = had.create;
      URL.revokeObjectURL = had.revoke;
      click.mockRestore();
    },
  };
}
