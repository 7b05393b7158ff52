import { ZLabelPackList } from '@picture-bingo/shared/label-pack';
import { defineRoute } from '../../openapi/api-route';

export const labelPacksApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/label-packs',
    summary: 'The built-in label packs',
    description: 'Validated at start-up; `Cache-Control: public, max-age=3600`.',
    auth: 'public',
    ok: { status: 200, schema: ZLabelPackList },
  }),
};
