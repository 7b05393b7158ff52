import { ACCENT_PATTERN, accentColours, LOGO_MAX_BYTES, type TGame } from '@picture-bingo/shared';
import { useId, useState } from 'react';
import { EventLook } from '@/components/game/event-look';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { currentLocale, m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { useEventLookMutations } from '../api/event-look';

/** The app's violet: what the colour picker starts at when the event has no accent of its own. */
const APP_ACCENT = '#6d28d9';

/** A contrast ratio's first number, one decimal, written the shown language's way ("4.5" of "4.5:1"). */
const formatRatio = (ratio: number) =>
  new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ratio,
  );

/** What the host is told about text on the colour they picked: its contrast, and what was adjusted to keep AA. */
export function accentNote(accent: string): string {
  const colours = accentColours(accent);
  const ratio = formatRatio(colours.contrast);
  if (colours.adjusted === 'dark-text') return m.setup_accent_dark_text({ ratio });
  if (colours.adjusted === 'darkened') return m.setup_accent_darkened({ colour: colours.fill, ratio });
  return m.setup_accent_white({ ratio });
}

/**
 * The event's look in setup: a logo (any JPEG, PNG, WebP or GIF; the server checks and re-encodes it) and an accent
 * colour. Phones, the big screen, the printouts and the results page use them; without either, the app's own look.
 */
export function EventLookFields({ game }: { game: TGame }) {
  const id = useId();
  const look = game.look;
  const saved = look?.accent ?? null;
  const [colour, setColour] = useState(saved ?? APP_ACCENT);
  const [typed, setTyped] = useState(saved ?? '');
  const { accent, logo, removeLogo } = useEventLookMutations(game.gameCode);
  const valid = ACCENT_PATTERN.test(typed);
  const shown = valid ? typed.toLowerCase() : colour;

  const pickColour = (value: string) => {
    setColour(value);
    setTyped(value);
  };
  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    logo.reset();
    logo.mutate(file);
  };
  const logoError = logo.isError
    ? errorMessage(logo.error)
    : removeLogo.isError
      ? errorMessage(removeLogo.error)
      : null;
  const tooBig = m.setup_logo_formats({ size: formatCount(LOGO_MAX_BYTES / 1024 / 1024) });

  return (
    <fieldset className="flex flex-col gap-5" data-testid="event-look">
      <legend className="mb-3 text-base font-semibold text-slate-900">{m.setup_look_title()}</legend>
      <p className="text-sm text-slate-600">{m.setup_look_intro()}</p>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-logo`} className="text-sm font-medium text-slate-800">
          {m.setup_logo()}
        </label>
        {look?.logoUrl && (
          <EventLook look={{ accent: null, logoUrl: look.logoUrl }} eventTitle={game.eventTitle} />
        )}
        <input
          id={`${id}-logo`}
          type="file"
          name="logo"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby={`${id}-logo-help`}
          disabled={logo.isPending}
          onChange={(event) => {
            chooseLogo(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="text-sm text-slate-800 file:me-3 file:rounded-xl file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-medium file:text-slate-900"
        />
        <p id={`${id}-logo-help`} className="text-sm text-slate-600">
          {tooBig}
        </p>
        {logo.isPending && (
          <p role="status" className="text-sm text-slate-700">
            {m.setup_logo_uploading()}
          </p>
        )}
        {logoError && (
          <Alert variant="error" title={m.setup_logo_not_saved()}>
            {logoError}
          </Alert>
        )}
        {look?.logoUrl && (
          <Button
            variant="outlined"
            color="default"
            size="sm"
            className="self-start"
            loading={removeLogo.isPending}
            onClick={() => removeLogo.mutate()}
          >
            {m.setup_logo_remove()}
          </Button>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <span id={`${id}-accent-label`} className="text-sm font-medium text-slate-800">
          {m.setup_accent()}
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-labelledby={`${id}-accent-label`}
            value={shown}
            onChange={(event) => pickColour(event.target.value)}
            className="h-11 w-16 cursor-pointer rounded-xl border border-slate-400 bg-white p-1"
          />
          <label className="sr-only" htmlFor={`${id}-accent`}>
            {m.setup_accent_hex()}
          </label>
          <input
            id={`${id}-accent`}
            name="accent"
            value={typed}
            // The colour the swatch beside it shows: the app's violet until the host picks one.
            placeholder={colour}
            maxLength={7}
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value.trim())}
            className="h-11 w-32 rounded-xl border border-slate-400 bg-white px-3 font-mono"
          />
          <Button
            size="sm"
            disabled={!valid || typed.toLowerCase() === saved}
            loading={accent.isPending}
            onClick={() => accent.mutate(typed)}
          >
            {m.setup_accent_use()}
          </Button>
          {saved && (
            <Button
              variant="outlined"
              color="default"
              size="sm"
              onClick={() => {
                accent.mutate(null);
                setTyped('');
              }}
            >
              {m.setup_accent_app()}
            </Button>
          )}
        </div>
        {typed !== '' && !valid && <p className="text-sm text-red-700">{m.setup_accent_invalid()}</p>}
        {valid && (
          <div className="flex flex-wrap items-center gap-3">
            <span
              data-testid="accent-preview"
              className="rounded-xl px-4 py-2 font-semibold"
              style={{ backgroundColor: accentColours(typed).fill, color: accentColours(typed).text }}
            >
              {m.setup_accent_sample()}
            </span>
            <p role="status" data-testid="accent-note" className="text-sm text-slate-700">
              {accentNote(typed)}
            </p>
          </div>
        )}
        {saved && (
          <p className="text-sm text-slate-700">
            {rich(m.setup_accent_saved, {
              colour: (
                <span className="font-mono" dir="ltr">
                  {saved}
                </span>
              ),
            })}
          </p>
        )}
        {accent.isError && (
          <Alert variant="error" title={m.setup_accent_not_saved()}>
            {errorMessage(accent.error)}
          </Alert>
        )}
      </div>
    </fieldset>
  );
}
