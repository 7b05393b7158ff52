import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { zodRefusal } from '../errors';

/**
 * Validates untrusted input against a shared schema (zod/mini; a server-local classic schema works too: both are
 * built on zod's core); throws a 400 with a readable message (and the
 * schema's own code where its check names one).
 */
export function parse<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input ?? {});
  if (!result.success) throw zodRefusal(result.error);
  return result.data;
}
