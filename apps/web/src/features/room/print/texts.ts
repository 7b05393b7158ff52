import type { TWinCondition } from '@picture-bingo/shared';
import { messagesIn } from '@/lib/i18n/messages';
import { BASE_LOCALE, LANGUAGES, type Language } from '@/lib/i18n/locales';

/** The words a printout carries, in the language it is printed in (the message catalogue's `print_…`). */
export interface TPrintTexts {
  lang: Language;
  posterTitleFallback: string;
  scanToJoin: string;
  orOpen: (link: string) => string;
  roomCode: string;
  roomCodeLine: (code: string) => string;
  howToPlay: string;
  steps: string[];
  tableCardTitle: string;
  cardSheetTitle: string;
  cardSheetIntro: (size: number) => string;
  freeSpace: string;
}

/** The printout language a tag names (`es`, `pt-BR`), English for anything the app does not speak. */
export function printLanguage(tag: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === tag) ?? (BASE_LOCALE as Language);
}

/**
 * The printouts' words in `lang`, loaded from that language's catalogue (whatever the screen shows). The BINGO!
 * step states what the first BINGO! needs (`condition`: the game's win condition, or its first prize's).
 */
export async function loadPrintTexts(
  lang: Language,
  condition: TWinCondition = 'full',
): Promise<TPrintTexts> {
  const m = await messagesIn(lang);
  const bingoStep = {
    full: m.print_step_bingo,
    line: m.print_step_bingo_line,
    'two-lines': m.print_step_bingo_two_lines,
  }[condition];
  return {
    lang,
    posterTitleFallback: m.print_title_fallback(),
    scanToJoin: m.print_scan_to_join(),
    orOpen: (link) => m.print_or_open({ link }),
    roomCode: m.print_room_code(),
    roomCodeLine: (code) => m.print_room_code_line({ code }),
    howToPlay: m.print_how_to_play(),
    steps: [m.print_step_scan(), m.print_step_find(), bingoStep()],
    tableCardTitle: m.print_table_card_title(),
    cardSheetTitle: m.print_card_sheet_title(),
    cardSheetIntro: (size) => m.print_card_sheet_intro({ size: String(size) }),
    freeSpace: m.print_free_space(),
  };
}
