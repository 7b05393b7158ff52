/**
 * A player's id as the screens show it (the spec's Player ID): the first eight characters of the stored id in upper
 * case, in two groups of four ("87FD-C69B"). Short enough to read out to the host, and among the players of one
 * game two share it about once in four million pairs; the full id stays in the API.
 */
export function shortPlayerId(id: string): string {
  const characters = id
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 8);
  return characters.length > 4 ? `${characters.slice(0, 4)}-${characters.slice(4)}` : characters;
}
