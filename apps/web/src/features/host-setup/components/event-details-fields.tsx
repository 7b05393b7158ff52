import { LIMITS } from '@picture-bingo/shared';
import { Input } from '@/components/ui/input';
import { LanguageSelect } from '@/components/ui/language-select';
import { Textarea } from '@/components/ui/textarea';
import { m } from '@/lib/i18n/messages';
import type { EventSetupValues } from '../hooks/use-event-setup';

type DetailsValues = Pick<EventSetupValues, 'eventTitle' | 'eventDate' | 'welcomeMessage' | 'language'>;

/** Event Details: title, date, welcome message and the game's language. */
export function EventDetailsFields({
  values,
  onChange,
}: {
  values: DetailsValues;
  onChange: (patch: Partial<DetailsValues>) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">{m.setup_event_details()}</legend>
      <Input
        label={m.setup_event_title()}
        name="eventTitle"
        dir="auto"
        required
        maxLength={LIMITS.eventTitle}
        value={values.eventTitle}
        onChange={(event) => onChange({ eventTitle: event.target.value })}
        placeholder={m.setup_event_title_placeholder()}
      />
      <Input
        label={m.setup_event_date()}
        name="eventDate"
        type="date"
        required
        min="2000-01-01"
        max="2100-12-31"
        value={values.eventDate}
        onChange={(event) => onChange({ eventDate: event.target.value })}
        className="sm:max-w-xs"
      />
      <Textarea
        label={m.setup_welcome_message()}
        name="welcomeMessage"
        dir="auto"
        required
        rows={3}
        maxLength={LIMITS.welcomeMessage}
        value={values.welcomeMessage}
        onChange={(event) => onChange({ welcomeMessage: event.target.value })}
        placeholder={m.setup_welcome_placeholder()}
      />
      <LanguageSelect
        label={m.setup_game_language()}
        name="language"
        value={values.language}
        onChange={(language) => onChange({ language })}
        helperText={m.setup_game_language_help()}
        className="sm:max-w-xs"
      />
    </fieldset>
  );
}
