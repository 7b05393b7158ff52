/**
 * Second opinion for image-file scans: html5-qrcode (zxing) misses some clean codes that jsQR reads, and a
 * person holding a photo of a QR code should not be told "No barcode or QR code detected" for those.
 * Loaded only when a file scan needs it.
 */
export async function decodeQrImage(file: File): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(file)]);
  try {
    // Big photos are scaled down: jsQR's cost grows with pixels, and 1600 px is plenty for a code.
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    return jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  } finally {
    bitmap.close();
  }
}
