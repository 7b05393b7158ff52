/** The text a screen shows for a failed action (spec section 8). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unknown error occurred';
}
