/**
 * The form room codes are compared in, whatever was typed: spaces and dashes dropped, upper case, and the
 * look-alikes folded (O → 0, I and L → 1). New codes never hold O, 0, I, 1 or L, so for them the key is the code
 * itself; a code issued before that still works however its look-alikes are typed. The server compares stored
 * codes in the same form (games.repo.ts `codeKeySql`).
 */
export function roomCodeKey(typed: string): string {
  return typed
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
