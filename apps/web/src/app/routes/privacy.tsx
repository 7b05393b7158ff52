import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useClientConfig } from '@/lib/client-config';

/** The retention the server runs with (PHOTO_RETENTION_DAYS), in words; the default while it loads. */
function retention(days: number | undefined) {
  const n = days ?? 90;
  return `${n} day${n === 1 ? '' : 's'}`;
}

/** /privacy: what Picture Bingo stores, for how long, who sees the photos and how to delete things. */
export default function PrivacyRoute() {
  const config = useClientConfig();
  const days = retention(config.data?.photoRetentionDays);
  return (
    <Card className="mx-auto flex max-w-2xl flex-col gap-5 text-slate-800">
      <h1 className="text-2xl font-bold text-slate-900">Privacy</h1>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">What we store</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Hosts:</strong> your e-mail address and a hash of your password (never the password
            itself), or the Google account you sign in with; the games you set up; your payments (amount,
            date, status; card details stay with the payment provider).
          </li>
          <li>
            <strong>Players:</strong> the name you enter for a game, a random id for your phone, your card and
            the photos you take for it. Players need no account.
          </li>
          <li>
            <strong>On your phone or computer:</strong> that random id and your sign-in are kept in the
            browser&apos;s storage. One cookie, <code>pb_known=1</code>, tells us the browser has been here
            before so that join links open the right screen first; it holds nothing else and is not used to
            track you.
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Who sees the photos</h2>
        <p>
          The game&apos;s host, its players and its big screen. When the host reviews photos, a photo that is
          not approved yet is seen only by the player who took it and the host. Photos are never public on the
          web.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">How long</h2>
        <p>
          Photos of a completed or cancelled game are deleted automatically <strong>{days}</strong> after the
          game ended; hosts see the date in Past Games. Photos of a cancelled game, and of a player the host
          removed, are deleted at once. Games and accounts stay until their host deletes them.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Deleting</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            A host deletes a game (its players, cards and photos) from Past Games or the game&apos;s room
            details.
          </li>
          <li>
            A host deletes their account from their{' '}
            <Link to="/profile" className="font-medium text-violet-700 underline">
              profile
            </Link>
            : their games and photos go, every session ends, and the e-mail address can be used again.
            Payments are kept as accounting records without the e-mail address.
          </li>
          <li>A player can take a photo out of their card at any time while the game runs.</li>
        </ul>
      </section>
    </Card>
  );
}
