import { LIMITS } from '@picture-bingo/shared';
import { Input } from '@/components/ui/input';
import { LanguageSelect } from '@/components/ui/language-select';
import { Textarea } from '@/components/ui/textarea';
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
      <legend className="mb-3 text-base font-semibold text-slate-900">Event Details</legend>
      <Input
        label="Event Title"
        name="eventTitle"
        required
        maxLength={LIMITS.eventTitle}
        value={values.eventTitle}
        onChange={(event) => onChange({ eventTitle: event.target.value })}
        placeholder="e.g. Summer Picnic Photo Hunt"
      />
      <Input
        label="Event Date"
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
        label="Welcome Message"
        name="welcomeMessage"
        required
        rows={3}
        maxLength={LIMITS.welcomeMessage}
        value={values.welcomeMessage}
        onChange={(event) => onChange({ welcomeMessage: event.target.value })}
        placeholder="Say hello and explain what players should photograph."
      />
      <LanguageSelect
        label="Game Language"
        name="language"
        value={values.language}
        onChange={(language) => onChange({ language })}
        helperText="Players' screens start in this language unless their link or their own choice says otherwise."
        className="sm:max-w-xs"
      />
    </fieldset>
  );
}
