import { ROOM_CODE_PATTERN, roomCodeKey } from '@picture-bingo/shared';

/** The Room Code field's value as typed: upper case (spec: "converted to upper case as typed"). */
export const toRoomCodeInput = (value: string) => value.toUpperCase();

const JOIN_PATH = /^\/join\/([A-Za-z0-9]{6})\/?$/;

/**
 * The room code a scanned QR code names: a join link `{origin}/join/{CODE}` (any http(s) origin, so a link
 * printed from another address of this app still works) or a bare 6-character code. Anything else: null.
 */
export function parseScannedCode(text: string): string | null {
  const trimmed = text.trim();
  // A bare code as people write it: look-alikes, spaces and dashes forgiven.
  if (trimmed.length <= 12 && ROOM_CODE_PATTERN.test(roomCodeKey(trimmed))) return roomCodeKey(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const match = JOIN_PATH.exec(url.pathname);
  return match ? roomCodeKey(match[1]) : null;
}
