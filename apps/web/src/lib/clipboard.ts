/** Copies with a hidden text area and the legacy copy command (for browsers or contexts without the API). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Puts text on the clipboard. Uses the Clipboard API where it exists (secure contexts), else the selection
 * fallback. Resolves false when neither worked, so the screen can show the text for copying by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or document not focused: try the old way.
    }
  }
  return copyWithSelection(text);
}
