/**
 * Generated player names ("Brave Otter"), offered on the name screen. Plain, friendly words only: every pair is
 * checked against the server's name filter in its tests (apps/server/src/routes/join/names.test.ts).
 */
export const NAME_ADJECTIVES = [
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Cosy',
  'Curious',
  'Daring',
  'Eager',
  'Fearless',
  'Gentle',
  'Happy',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Merry',
  'Mighty',
  'Nimble',
  'Patient',
  'Plucky',
  'Proud',
  'Quick',
  'Quiet',
  'Sunny',
  'Swift',
  'Tidy',
  'Witty',
  'Zesty',
] as const;

export const NAME_ANIMALS = [
  'Otter',
  'Badger',
  'Beaver',
  'Bison',
  'Camel',
  'Dolphin',
  'Falcon',
  'Ferret',
  'Fox',
  'Gecko',
  'Giraffe',
  'Hedgehog',
  'Heron',
  'Koala',
  'Lemur',
  'Llama',
  'Lynx',
  'Moose',
  'Narwhal',
  'Owl',
  'Panda',
  'Penguin',
  'Puffin',
  'Quokka',
  'Robin',
  'Seal',
  'Sloth',
  'Toucan',
  'Walrus',
  'Wombat',
  'Yak',
  'Zebra',
] as const;

/**
 * One generated name. `random(max)` returns an integer in [0, max) (Math.random on the web is fine: a name is no
 * secret, and the server checks it like any typed name).
 */
export function suggestName(random: (max: number) => number = (max) => Math.floor(Math.random() * max)) {
  const adjective = NAME_ADJECTIVES[random(NAME_ADJECTIVES.length)] ?? NAME_ADJECTIVES[0];
  const animal = NAME_ANIMALS[random(NAME_ANIMALS.length)] ?? NAME_ANIMALS[0];
  return `${adjective} ${animal}`;
}
