import prettier from 'prettier';

/** `text` formatted as `prettier --check` wants the file at `filePath` (the repository's own config). */
export async function formatLike(filePath: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(filePath);
  return prettier.format(text, { ...options, filepath: filePath });
}
