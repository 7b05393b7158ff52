import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { m } from '@/lib/i18n/messages';

// The form loads when opened: most visitors of /join never need it, so it stays out of the page's download.
const ContinueForm = lazy(async () => ({ default: (await import('./continue-form')).ContinueForm }));

const FORM_ID = 'continue-on-this-phone-form';

/**
 * "Continue on this phone": a player whose phone died types the room code and the rejoin code the host read
 * out, and carries on with their own card here.
 */
export function ContinueOnThisPhone() {
  const [open, setOpen] = useState(false);

  return (
    <Card className="mt-4 flex flex-col gap-3" role="region" aria-labelledby="continue-title">
      <div className="flex flex-col gap-1">
        <h2 id="continue-title" className="text-lg font-semibold text-slate-900">
          {m.continue_title()}
        </h2>
        <p className="text-sm text-slate-600">{m.continue_intro()}</p>
      </div>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={open}
        aria-controls={FORM_ID}
        onClick={() => setOpen(!open)}
      >
        {m.continue_open()}
      </Button>
      {open && (
        <Suspense fallback={<Spinner label={m.loading()} />}>
          <ContinueForm id={FORM_ID} />
        </Suspense>
      )}
    </Card>
  );
}
