import type { TBingoCall, TPrizeLineCause } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

/** What the card's phones say about its latest BINGO! call, or null when there is nothing to say. */
export function callNotice(
  call: TBingoCall | null,
  hostName: string,
): { variant: 'info' | 'warning'; title?: string; text: ReactNode } | null {
  if (!call) return null;
  switch (call.status) {
    case 'open':
      return { variant: 'info', text: rich(m.board_call_waiting, { host: <bdi>{hostName}</bdi> }) };
    case 'refused':
      return {
        variant: 'warning',
        title: m.board_call_refused_title(),
        text: rich(m.board_call_refused_reason, {
          host: <bdi>{hostName}</bdi>,
          reason: <bdi>{call.reason ?? ''}</bdi>,
        }),
      };
    case 'overtaken':
      return {
        variant: 'info',
        text: call.prizeName
          ? rich(m.board_call_overtaken_prize, { prize: <bdi>{call.prizeName}</bdi> })
          : m.board_call_overtaken(),
      };
    case 'closed':
      return { variant: 'info', text: m.board_call_closed_cancelled() };
    case 'awarded':
      // The win itself is shown by the card's outcome and its prize.
      return null;
    case 'withdrawn':
      return { variant: 'warning', text: prizeWithdrawnText(call.prizeName ?? '', call.reason) };
  }
}

/** What the winner's phones say once the host withdrew their prize, by how the photo left the line. */
export function prizeWithdrawnText(prize: string, cause: string | null): string {
  return cause === ('rejected' satisfies TPrizeLineCause)
    ? m.board_prize_withdrawn({ prize })
    : m.board_prize_withdrawn_changed({ prize });
}

/** The card's BINGO! call and its answer, kept on the card (and after a reload) until the card calls again. */
export function BingoCallStatus({ call, hostName }: { call: TBingoCall | null; hostName: string }) {
  const notice = callNotice(call, hostName);
  if (!notice) return null;
  return (
    <div data-testid="bingo-call-status">
      <Alert variant={notice.variant} title={notice.title}>
        {notice.text}
      </Alert>
    </div>
  );
}
