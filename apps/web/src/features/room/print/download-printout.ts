import { accentColours, type TGame } from '@picture-bingo/shared';
import { joinUrl } from '@/game/paths';
import { saveBlob } from '@/lib/download';
import { loadPrintTexts, printLanguage } from './texts';

export type TPrintKind = 'poster-a4' | 'poster-letter' | 'table-cards' | 'card-sheet';

/**
 * The link printed and held by the QR code: the room's own join link (`joinUrl` on the origin the room shows),
 * with `?lang=` when the printout is for one language.
 */
export function printedJoinLink(origin: string, code: string, lang?: string): string {
  const link = joinUrl(origin, code);
  return lang ? `${link}?lang=${encodeURIComponent(lang)}` : link;
}

/**
 * The event's logo as PNG bytes for the PDF (pdf-lib embeds PNG and JPEG; the server keeps logos as WebP): drawn
 * on a canvas by the browser's own decoder, transparency kept.
 */
async function logoAsPng(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error('The logo could not be loaded for the printout');
  const bitmap = await createImageBitmap(await response.blob());
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) throw new Error('The logo could not be loaded for the printout');
  return new Uint8Array(await png.arrayBuffer());
}

/** What the game's first BINGO! needs: its first prize's condition in a prize game, else its win condition. */
export const firstCondition = (game: Pick<TGame, 'winMode' | 'prizes' | 'winCondition'>) =>
  (game.winMode === 'prizes' ? game.prizes?.[0]?.condition : undefined) ?? game.winCondition;

/**
 * Makes one printout (the PDF library is loaded here, on first use) and hands it to the browser as a download.
 * Its words are in `lang` when the host picked one (and its link then carries `?lang=`), else in the game's
 * language. Answers the characters that printed as "?" (no font here has them); none: every word printed.
 */
export async function downloadPrintout(kind: TPrintKind, game: TGame, origin: string, lang?: string) {
  const [printouts, texts] = await Promise.all([
    import('./printouts'),
    loadPrintTexts(printLanguage(lang ?? game.language), firstCondition(game)),
  ]);
  const input = {
    title: game.eventTitle,
    welcome: game.welcomeMessage,
    code: game.gameCode,
    link: printedJoinLink(origin, game.gameCode, lang),
    labels: game.words,
    boardSize: game.boardSize,
    freeSpaceWord: game.freeSpaceWord,
    accent: game.look?.accent ? accentColours(game.look.accent).fill : null,
    logoPng: game.look?.logoUrl ? await logoAsPng(game.look.logoUrl) : null,
  };
  let unprintable: string[] = [];
  const options = {
    paper: kind === 'poster-letter' ? ('letter' as const) : ('a4' as const),
    texts,
    onUnprintable: (chars: string[]) => (unprintable = chars),
  };
  const bytes =
    kind === 'table-cards'
      ? await printouts.makeTableCards(input, options)
      : kind === 'card-sheet'
        ? await printouts.makeCardSheet(input, options)
        : await printouts.makePoster(input, options);
  saveBlob(
    new Blob([bytes as BlobPart], { type: 'application/pdf' }),
    `${kind}-${game.gameCode}${lang ? `-${lang}` : ''}.pdf`,
  );
  return unprintable;
}
