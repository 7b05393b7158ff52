export const MULTIPART_BOUNDARY = '----picture-bingo-test-boundary';

/**
 * A multipart/form-data body with one file part (field `image` unless told otherwise), after any text `fields`,
 * as a browser sends it.
 */
export function multipartBody(
  content: Uint8Array,
  {
    filename = 'photo.jpg',
    contentType = 'image/jpeg',
    field = 'image',
    fields = {},
  }: { filename?: string; contentType?: string; field?: string; fields?: Record<string, string> } = {},
): Buffer {
  const texts = Object.entries(fields).map(
    ([name, value]) =>
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(texts.join('')),
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`),
  ]);
}

export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
