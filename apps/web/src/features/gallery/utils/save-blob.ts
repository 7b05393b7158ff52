// Revoking at once can cancel the download in some browsers; a minute is plenty for it to start.
const REVOKE_AFTER_MS = 60_000;

/** Saves a blob as a file through a temporary `<a download>` link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
