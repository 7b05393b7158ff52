import { gameStage, type TGame } from '@picture-bingo/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useShareBase } from '@/hooks/use-share-base';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/lib/i18n/locales';
import { m } from '@/lib/i18n/messages';
import { printLanguage } from '../print/texts';
import { downloadPrintout, type TPrintKind } from '../print/download-printout';

const KINDS: TPrintKind[] = ['poster-a4', 'poster-letter', 'table-cards', 'card-sheet'];

/**
 * The party kit's printouts as PDF downloads: a poster, table cards and the card sheet, each with the join link
 * the room shows. Each prints in the game's language, or in the language the host picks for it: its link then
 * carries `?lang=` so whoever scans it plays in the printout's language. The PDF library loads only when a
 * printout is asked for.
 */
export function PrintKit({ game }: { game: TGame }) {
  // The room page's own `?lang=` is the picker's first choice.
  const asked = useSearchParams()[0].get('lang');
  const [lang, setLang] = useState<Language | ''>(() =>
    LANGUAGES.includes(asked as Language) ? (asked as Language) : '',
  );
  const base = useShareBase();
  const [making, setMaking] = useState<TPrintKind | null>(null);
  const [failed, setFailed] = useState(false);
  const [unprintable, setUnprintable] = useState<string[]>([]);
  const stage = gameStage(game);
  if (stage === 'cancelled' || stage === 'completed') return null;
  const labels: Record<TPrintKind, string> = {
    'poster-a4': m.room_print_poster_a4(),
    'poster-letter': m.room_print_poster_letter(),
    'table-cards': m.room_print_table_cards(),
    'card-sheet': m.room_print_card_sheet(),
  };

  const make = (kind: TPrintKind) => {
    if (!base) return;
    setMaking(kind);
    setFailed(false);
    setUnprintable([]);
    downloadPrintout(kind, game, base.origin, lang || undefined)
      .then(setUnprintable)
      .catch(() => setFailed(true))
      .finally(() => setMaking(null));
  };

  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="print-kit-title">
      <h3 id="print-kit-title" className="text-lg font-semibold text-slate-900">
        {m.room_print_title()}
      </h3>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800 sm:max-w-sm">
        {m.room_print_language()}
        <select
          className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-base font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700"
          value={lang}
          onChange={(event) => setLang(event.target.value as Language | '')}
          data-testid="print-language"
        >
          <option value="">
            {m.room_print_game_language({ name: LANGUAGE_NAMES[printLanguage(game.language)] })}
          </option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <span className="text-xs font-normal text-slate-600">{m.room_print_language_help()}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            size="sm"
            disabled={!base || making !== null}
            onClick={() => make(kind)}
            data-testid={`print-${kind}`}
          >
            {labels[kind]}
          </Button>
        ))}
      </div>
      {making && (
        <p className="text-sm text-slate-600" role="status">
          {m.room_print_making()}
        </p>
      )}
      {!base && <p className="text-sm text-slate-600">{m.room_print_waiting_link()}</p>}
      {failed && <Alert variant="error">{m.room_print_failed()}</Alert>}
      {unprintable.length > 0 && (
        <Alert variant="warning">
          <span data-testid="print-unprintable">
            {m.room_print_unprintable({ chars: unprintable.slice(0, 12).join(' ') })}
          </span>
        </Alert>
      )}
    </Card>
  );
}
