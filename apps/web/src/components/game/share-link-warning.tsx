import { Alert } from '@/components/ui/alert';
import type { TShareLinkProblem } from '@/lib/share-links';

/** What is wrong with the link shown, and what the host can do about it. */
export const SHARE_LINK_PROBLEMS: Record<TShareLinkProblem, { title: string; fix: string }> = {
  'no-network-address': {
    title: "Phones can't open localhost.",
    fix: "Connect this computer to the venue's Wi-Fi and reload this page, or set PUBLIC_URL to an address phones can reach.",
  },
  'server-local-only': {
    title: "Phones can't reach this server: it listens on this computer only (HOST=127.0.0.1).",
    fix: 'Restart it with HOST=0.0.0.0, or set PUBLIC_URL to an address phones can reach.',
  },
  'public-url-local': {
    title: "Phones can't open this link: PUBLIC_URL points at this computer (localhost).",
    fix: 'Set PUBLIC_URL to an address phones can reach, or leave it unset on a laptop.',
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
