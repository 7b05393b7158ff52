import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords from breach corpora (zxcvbn-ts's list). It stays on the server: a 400 KB
 * list has no place in every phone's download, and the server's answer carries the message the form shows.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Words a password for this service must not be built from (NIST SP 800-63B: context-specific words). */
const SERVICE_WORDS = ['picturebingo', 'picture bingo', 'picture-bingo', 'bingo'];

export const GUESSABLE_PASSWORD = 'This password is too easy to guess. Choose a longer or less common one.';

/**
 * True for a password that is commonly used, expected or built from the context (NIST SP 800-63B 5.1.1.2):
 * on the list of common passwords (also in capitals or with digits and symbols added at the end), all one or two
 * characters (eight spaces, "aaaaaaaa", "abababab"), or the account's own address or its name part, or the
 * service's name.
 */
export function isGuessablePassword(password: string, email: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  if (new Set(folded.trim()).size <= 2) return true;
  // "password!!", "Picture Bingo 1": the word under the digits, spaces and symbols people add to pass rules.
  const base = folded.replace(/[\s\d\p{P}\p{S}]+$/u, '');
  const address = email.trim().toLowerCase();
  const context = [address, address.split('@')[0] ?? '', ...SERVICE_WORDS];
  return [folded, base].some((candidate) => COMMON_PASSWORDS.has(candidate) || context.includes(candidate));
}
