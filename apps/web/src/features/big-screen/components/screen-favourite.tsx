import { useQuery } from '@tanstack/react-query';
import { CrowdFavourite } from '@/components/game/hearts/crowd-favourite';
import { heartsQueryOptions } from '@/game/hearts';

/** The crowd favourite on the big screen's final standings, readable from across the room. */
export function ScreenFavourite({ code }: { code: string }) {
  const hearts = useQuery(heartsQueryOptions(code, 'host'));
  return <CrowdFavourite favourite={hearts.data?.favourite} size="lg" />;
}
