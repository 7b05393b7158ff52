import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { SpinnerIcon } from './spinner';

interface BaseProps {
  title: string;
  description: string;
  icon?: ReactNode;
}

interface LinkCardProps extends BaseProps {
  to: string;
}

interface ButtonCardProps extends BaseProps {
  /** Without a handler the card is shown disabled. */
  onClick?: () => void;
  pending?: boolean;
}

export type ActionCardProps = LinkCardProps | ButtonCardProps;

// The whole card is the click target: the heading's control stretches over it with an ::after layer.
const stretched = cn(
  'text-left after:absolute after:inset-0 after:rounded-2xl after:content-[""]',
  'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-violet-700',
);

/** A large card that links somewhere or runs an action; its title is the accessible name. */
export function ActionCard(props: ActionCardProps) {
  const { title, description, icon } = props;
  const isLink = 'to' in props;
  const disabled = !isLink && (!props.onClick || props.pending);

  return (
    <div
      className={cn(
        'relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition',
        disabled
          ? 'border-dashed bg-slate-50'
          : 'hover:-translate-y-0.5 hover:border-violet-300 hover:shadow-md',
      )}
    >
      {icon && (
        <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
          {icon}
        </span>
      )}
      <h2 className="text-lg font-semibold text-slate-900">
        {isLink ? (
          <Link to={props.to} className={stretched}>
            {title}
          </Link>
        ) : (
          <button
            type="button"
            onClick={props.onClick}
            disabled={disabled}
            aria-busy={props.pending || undefined}
            className={cn(
              stretched,
              'inline-flex items-center gap-2 disabled:cursor-not-allowed disabled:text-slate-500',
            )}
          >
            {title}
            {props.pending && <SpinnerIcon className="text-violet-700" />}
          </button>
        )}
      </h2>
      <p className="text-sm text-slate-600">{description}</p>
    </div>
  );
}
