import { z } from '../zod-config';

/** Every error the API returns has this body. */
export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
});
export type TApiError = z.infer<typeof ZApiError>;
