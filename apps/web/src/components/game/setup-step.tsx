import { SETUP_STEPS, setupStepNumber, type TSetupStep } from '@/game/setup-steps';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** "Step n of N" above a setup page's heading: where the host is, and how many steps follow. */
export function SetupStep({ step }: { step: TSetupStep }) {
  return (
    <p className="text-sm font-semibold text-violet-700" data-testid="setup-step">
      {m.setup_step_of({
        step: formatCount(setupStepNumber(step)),
        total: formatCount(SETUP_STEPS.length),
      })}
    </p>
  );
}
