import { ACCENT_PATTERN, accentColours, LOGO_MAX_BYTES, type TGame } from '@picture-bingo/shared';
import { useId, useState } from 'react';
import { EventLook } from '@/components/game/event-look';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useEventLookMutations } from '../api/event-look';

/** The app's violet: what the colour picker starts at when the event has no accent of its own. */
const APP_ACCENT = '#6d28d9';

/** What the host is told about text on the colour they picked: its contrast, and what was adjusted to keep AA. */
export function accentNote(accent: string): string {
  const colours = accentColours(accent);
  const ratio = `${colours.contrast.toFixed(1)}:1`;
  if (colours.adjusted === 'dark-text') {
    return `White text would be hard to read on this colour, so text on it is dark (contrast ${ratio}).`;
  }
  if (colours.adjusted === 'darkened') {
    return `Text on this colour would be hard to read, so it is darkened to ${colours.fill} (white text, contrast ${ratio}).`;
  }
  return `Text on this colour is white (contrast ${ratio}).`;
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
  const tooBig = `JPEG, PNG, WebP or GIF, ${LOGO_MAX_BYTES / 1024 / 1024} MB at most.`;

  return (
    <fieldset className="flex flex-col gap-5" data-testid="event-look">
      <legend className="mb-3 text-base font-semibold text-slate-900">The event&apos;s look</legend>
      <p className="text-sm text-slate-600">
        Optional. Your logo and colour appear on the players&apos; phones, the big screen, the printouts and
        the results page.
      </p>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-logo`} className="text-sm font-medium text-slate-800">
          Logo
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
          className="text-sm text-slate-800 file:mr-3 file:rounded-xl file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-medium file:text-slate-900"
        />
        <p id={`${id}-logo-help`} className="text-sm text-slate-600">
          {tooBig}
        </p>
        {logo.isPending && (
          <p role="status" className="text-sm text-slate-700">
            Uploading the logo…
          </p>
        )}
        {logoError && (
          <Alert variant="error" title="The logo was not saved">
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
            Remove logo
          </Button>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <span id={`${id}-accent-label`} className="text-sm font-medium text-slate-800">
          Accent colour
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
            Accent colour as #rrggbb
          </label>
          <input
            id={`${id}-accent`}
            name="accent"
            value={typed}
            placeholder="#1d4ed8"
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
            Use this colour
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
              Use the app&apos;s colours
            </Button>
          )}
        </div>
        {typed !== '' && !valid && (
          <p className="text-sm text-red-700">Type a colour like #1d4ed8 (a # and six digits 0-9 or a-f).</p>
        )}
        {valid && (
          <div className="flex flex-wrap items-center gap-3">
            <span
              data-testid="accent-preview"
              className="rounded-xl px-4 py-2 font-semibold"
              style={{ backgroundColor: accentColours(typed).fill, color: accentColours(typed).text }}
            >
              Join the game
            </span>
            <p role="status" data-testid="accent-note" className="text-sm text-slate-700">
              {accentNote(typed)}
            </p>
          </div>
        )}
        {saved && (
          <p className="text-sm text-slate-700">
            Saved: <span className="font-mono">{saved}</span>
          </p>
        )}
        {accent.isError && (
          <Alert variant="error" title="The colour was not saved">
            {errorMessage(accent.error)}
          </Alert>
        )}
      </div>
    </fieldset>
  );
}
