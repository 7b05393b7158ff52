import { Alert } from '@/components/ui/alert';
import { m } from '@/lib/i18n/messages';
import type { TShareLinkProblem } from '@/lib/share-links';

/** What is wrong with the link shown, and what the host can do about it (in the shown language). */
export const SHARE_LINK_PROBLEMS: Record<
  TShareLinkProblem,
  { readonly title: string; readonly fix: string }
> = {
  'no-network-address': {
    get title() {
      return m.game_share_no_network_title();
    },
    get fix() {
      return m.game_share_no_network_fix();
    },
  },
  'server-local-only': {
    get title() {
      return m.game_share_server_local_title();
    },
    get fix() {
      return m.game_share_server_local_fix();
    },
  },
  'public-url-local': {
    get title() {
      return m.game_share_public_local_title();
    },
    get fix() {
      return m.game_share_public_local_fix();
    },
  },
};

/** Shown where the host shares the code, link or QR code, when no phone could open the link. */
export function ShareLinkWarning({ problem }: { problem: TShareLinkProblem | null }) {
  if (!problem) return null;
  const { title, fix } = SHARE_LINK_PROBLEMS[problem];
  return (
    <Alert variant="warning" title={title}>
      {fix}
    </Alert>
  );
}
