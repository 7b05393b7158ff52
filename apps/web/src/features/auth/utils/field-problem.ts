import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** One problem the shared schema found in a form (a zod issue): its field, its kind and its limit. */
export interface FieldIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The words for an account form's field problem in the shown language, by the field and the kind of problem (the
 * shared schema's own words are English). A field the forms do not show keeps the schema's words.
 */
export function fieldProblem(issue: FieldIssue): string {
  const limit = typeof issue.minimum === 'number' ? issue.minimum : Number(issue.maximum ?? 0);
  const length = { count: limit, shown: formatCount(limit) };
  switch (issue.path[0]) {
    case 'email':
      if (issue.code === 'too_big') return m.account_email_too_long();
      if (issue.code === 'invalid_format') return m.account_email_invalid();
      return m.account_email_required();
    case 'password':
      if (issue.code === 'too_small') return m.account_password_too_short(length);
      if (issue.code === 'too_big') return m.account_password_too_long(length);
      return m.account_password_required();
    case 'confirmPassword':
      return issue.code === 'custom' ? m.account_passwords_differ() : m.account_confirm_required();
    default:
      return issue.message;
  }
}
