// Revoking an object URL at once can cancel its download in some browsers; a minute is plenty for it to start.
const REVOKE_AFTER_MS = 60_000;

/** Starts a download of `url` through a temporary hidden `<a download>` link: the browser streams it to disk. */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob as a file (startDownload on an object URL, released once the download has begun). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
