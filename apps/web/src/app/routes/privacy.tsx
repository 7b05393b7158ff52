import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useClientConfig } from '@/lib/client-config';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

/** The one cookie (its name and value, as the browser stores it: never translated). */
const KNOWN_COOKIE = 'pb_known=1';

/** The retention the server runs with (PHOTO_RETENTION_DAYS), in words; the default while it loads. */
function retention(days: number | undefined) {
  const count = days ?? 90;
  return m.app_privacy_days({ count, shown: formatCount(count) });
}

/** /privacy: what Picture Bingo stores, for how long, who sees the photos and how to delete things. */
export default function PrivacyRoute() {
  const config = useClientConfig();
  const days = retention(config.data?.photoRetentionDays);
  return (
    <Card className="mx-auto flex max-w-2xl flex-col gap-5 text-slate-800">
      <h1 className="text-2xl font-bold text-slate-900">{m.page_privacy()}</h1>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.app_privacy_store()}</h2>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <strong>{m.app_privacy_hosts_label()}</strong> {m.app_privacy_hosts()}
          </li>
          <li>
            <strong>{m.app_privacy_players_label()}</strong> {m.app_privacy_players()}
          </li>
          <li>
            <strong>{m.app_privacy_device_label()}</strong>{' '}
            {rich(m.app_privacy_device, { cookie: <code dir="ltr">{KNOWN_COOKIE}</code> })}
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.app_privacy_who()}</h2>
        <p>{m.app_privacy_who_text()}</p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.app_privacy_how_long()}</h2>
        <p>{rich(m.app_privacy_retention, { days: <strong>{days}</strong> })}</p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.app_privacy_deleting()}</h2>
        <ul className="list-disc space-y-1 ps-5">
          <li>{m.app_privacy_delete_game()}</li>
          <li>
            {rich(m.app_privacy_delete_account, {
              profile: (
                <Link to="/profile" className="font-medium text-violet-700 underline">
                  {m.app_privacy_profile()}
                </Link>
              ),
            })}
          </li>
          <li>{m.app_privacy_delete_photo()}</li>
        </ul>
      </section>
    </Card>
  );
}
