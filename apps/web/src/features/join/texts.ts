/**
 * The join feature's words for continuing on a new phone ("Is this you on a new phone?"), in one place so they
 * move into the message catalogue together. Loaded with the claim's own chunk, never with the name step.
 */
export const claimTexts = {
  offer: 'Is this you on a new phone?',
  explain: (name: string) =>
    `${name} is already playing in this game. If that is you on another phone, the host can move your card and photos here.`,
  ask: (name: string) => `Yes, continue as ${name}`,
  otherName: 'No, use another name',
  waitingTitle: 'Waiting for the host…',
  waiting: (name: string) =>
    `The host has been asked to let you continue as ${name} on this phone. Keep this page open: your card opens here once they approve.`,
  declined: 'The host did not approve this. Choose another name, or ask the host for a rejoin code.',
  expired: 'Nobody answered in time. You can ask again.',
  askAgain: 'Ask again',
  cancel: 'Cancel',
  approved: 'Approved: opening your card…',
  alreadyPlaying: 'Already playing, on a new phone?',
  alreadyPlayingHelp: 'Type the name you play under in this game and ask the host to move your card here.',
  yourName: 'Your name in this game',
} as const;
