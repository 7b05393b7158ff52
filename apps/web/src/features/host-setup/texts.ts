/** The setup's new words, in one place so they move into the message catalogue together. */
export const labelEditorTexts = {
  chipKeys: 'Arrow keys move between the labels; Delete removes one.',
  packKeys: 'Paste a list (one per line, or commas or semicolons), or add a pack (↓ in the field).',
} as const;

/** The host's name step (the spec's Player Name field and placeholder stay). */
export const hostNameTexts = {
  explain:
    'This is the name players will see for you, the host ("Hosted by …" when they join). You do not play under it.',
} as const;
