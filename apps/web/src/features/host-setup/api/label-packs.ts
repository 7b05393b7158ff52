import { ZLabelPackList } from '@picture-bingo/shared/label-pack';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /label-packs: the built-in packs (the same for everyone, cached by the browser for an hour). */
export const getLabelPacks = () =>
  api.get('/label-packs', { schema: ZLabelPackList, errorMessage: 'Failed to load the label packs' });

export const useLabelPacks = () =>
  useQuery({ queryKey: ['label-packs'], queryFn: getLabelPacks, staleTime: Number.POSITIVE_INFINITY });
