import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useClientConfig } from '@/lib/client-config';
import { m } from '@/lib/i18n/messages';

export interface GoogleSignInButtonProps {
  onClick: () => void;
  pending: boolean;
  /** Disables the button, e.g. while another sign-in is running. */
  disabled?: boolean;
  /** The button's words (default "Sign up with Google"). */
  label?: string;
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5 5 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.8 3.2-8.2Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1a6.6 6.6 0 0 1-6.2-4.6H2.1v2.9A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14a6.6 6.6 0 0 1 0-4.1V7H2.1a11 11 0 0 0 0 9.9L5.8 14Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.3 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9A6.6 6.6 0 0 1 12 5.4Z"
      />
    </svg>
  );
}

/** "Sign up with Google": usable only when the server has a Google client id configured. */
export function GoogleSignInButton({
  onClick,
  pending,
  disabled = false,
  label = m.account_google_sign_up(),
}: GoogleSignInButtonProps) {
  const config = useClientConfig();
  const helpId = useId();
  const available = Boolean(config.data?.googleClientId);
  const help = config.isError
    ? m.account_google_unavailable()
    : config.isSuccess && !available
      ? m.account_google_not_set_up()
      : null;

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outlined"
        color="default"
        fullWidth
        onClick={onClick}
        loading={pending}
        disabled={disabled || !available}
        aria-describedby={help ? helpId : undefined}
      >
        {!pending && <GoogleLogo />}
        {label}
      </Button>
      {help && (
        <p id={helpId} className="text-center text-sm text-slate-600">
          {help}
        </p>
      )}
    </div>
  );
}
