import { ZGameSetupUpdate, type TGameSetupUpdate } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

/** Checks a change with the server's own schema, so a form can say what is wrong before sending it. */
export function setupFieldProblem(update: TGameSetupUpdate): string | null {
  const result = ZGameSetupUpdate.safeParse(update);
  return result.success ? null : (result.error.issues[0]?.message ?? m.setup_invalid_value());
}

/** A number field's text as a number; blank is not a number (0 would pass as a real value). */
export const numberFromField = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
