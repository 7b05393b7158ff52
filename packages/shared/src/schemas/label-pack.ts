import { z } from '../zod-config';
import { LIMITS, LABEL_POOL_MAX } from '../constants';
import { labelsNeeded } from '../game/setup';
import { textKey } from '../normalise-text';
import { singleLine } from './text';

/** A pack needs more labels than a 5x5 card (24), so two guests' cards differ. */
export const LABEL_PACK_MIN_LABELS = labelsNeeded(5) + 6;

/**
 * A built-in label pack (packages/shared/src/label-packs/<id>.json): an id (lower-case words joined by dashes, the
 * file's name), a name and a one-line description for the picker, and its labels, each a photo prompt in the
 * stored form, none twice (compared with textKey), at least LABEL_PACK_MIN_LABELS and at most LABEL_POOL_MAX.
 */
export const ZLabelPack = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by dashes')),
  name: z
    .string()
    .check(z.minLength(1, 'name is required'), z.maxLength(40, 'name must be at most 40 characters')),
  description: z
    .string()
    .check(
      z.minLength(1, 'description is required'),
      z.maxLength(120, 'description must be at most 120 characters'),
    ),
  labels: z.array(singleLine('Each label', LIMITS.label)).check(
    z.minLength(LABEL_PACK_MIN_LABELS, `a pack needs at least ${LABEL_PACK_MIN_LABELS} labels`),
    z.maxLength(LABEL_POOL_MAX, `a pack can have at most ${LABEL_POOL_MAX} labels`),
    z.superRefine((labels: string[], ctx) => {
      const seen = new Set<string>();
      for (const label of labels) {
        if (!label) ctx.addIssue({ code: 'custom', message: 'a label is empty' });
        const key = textKey(label);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `"${label}" is in the pack twice` });
        seen.add(key);
      }
    }),
  ),
});
export type TLabelPack = z.infer<typeof ZLabelPack>;

/** GET /label-packs: every built-in pack. */
export const ZLabelPackList = z.array(ZLabelPack);
