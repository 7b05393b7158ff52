function encodePng(bitmap: ImageBitmap): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot convert photos');
    context.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type: 'image/png' });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot convert photos');
  context.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot convert photos'))),
      'image/png',
    ),
  );
}

/**
 * One stored photo (a same-origin WebP) as real PNG bytes, for the spec's `cell_{n}.png` downloads: fetched,
 * decoded, drawn on a canvas (off the DOM where the browser allows) and encoded as PNG. Only one photo's
 * bitmap and bytes are alive at a time.
 */
export async function loadPngBytes(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Failed to load a photo (${response.status})`);
  const source = await response.blob();
  if (source.type === 'image/png') return new Uint8Array(await source.arrayBuffer());
  const bitmap = await createImageBitmap(source);
  try {
    const png = await encodePng(bitmap);
    return new Uint8Array(await png.arrayBuffer());
  } finally {
    bitmap.close();
  }
}
