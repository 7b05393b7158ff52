import { suggestName } from '@picture-bingo/shared/name-suggestions';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';

/** Fills the name field with a generated name ("Brave Otter") for players who'd rather not pick one. */
export function SuggestNameButton({ onSuggest }: { onSuggest: (name: string) => void }) {
  return (
    <Button type="button" variant="outlined" size="sm" onClick={() => onSuggest(suggestName())}>
      {m.name_suggest()}
    </Button>
  );
}
