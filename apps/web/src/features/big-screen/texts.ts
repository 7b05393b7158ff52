/** The big screen's new words, in one place so they move into the message catalogue together. */
export const slideshowTexts = {
  title: (name: string) => `${name}'s winning card`,
  position: (n: number, of: number) => `Photo ${n} of ${of}`,
} as const;
