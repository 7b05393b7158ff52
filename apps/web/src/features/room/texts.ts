/**
 * The control room's words for new-phone requests, in one place so they move into the message catalogue
 * together.
 */
export const claimRequestTexts = {
  title: 'New phone requests',
  request: (name: string) => `${name} asks to continue on a new phone`,
  detail:
    'Approve only if this is really them: their card and photos move to the new phone, and the old phone stops playing as them.',
  approve: (name: string) => `Approve ${name}`,
  decline: 'Decline',
  approved: (name: string) => `${name} continues on their new phone`,
  declined: (name: string) => `Declined: ${name} stays on their old phone`,
  failed: 'Failed to answer the request',
} as const;
