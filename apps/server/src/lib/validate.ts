import type { z } from 'zod';
import { badRequest, zodMessage } from '../errors';

/** Validates untrusted input against a shared schema; throws a 400 with a readable message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(zodMessage(result.error));
  return result.data;
}
