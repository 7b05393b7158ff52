import { useQuery } from '@tanstack/react-query';
import { CrowdFavourite } from '@/components/game/hearts/crowd-favourite';
import { heartsQueryOptions } from '@/game/hearts';
import type { AlbumSource } from '@/game/results-page';

/** The crowd favourite beside the winner on the results page, for the game's host and players. */
export function ResultsFavourite({ source }: { source: AlbumSource }) {
  const code = 'code' in source ? source.code : '';
  const role = 'code' in source ? source.role : 'player';
  const hearts = useQuery({ ...heartsQueryOptions(code, role), enabled: code !== '' });
  return <CrowdFavourite favourite={hearts.data?.favourite} />;
}
