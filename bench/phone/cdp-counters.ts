import type { CDPSession } from '@playwright/test';

/**
 * What a page received and sent, counted from its CDP session: bytes on the wire (encoded, headers included) of
 * finished requests and WebSocket frames. `snapshot()` is a running total; journeys subtract two.
 */
export function countBytes(cdp: CDPSession) {
  let received = 0;
  let requests = 0;
  let wsFrames = 0;
  cdp.on('Network.loadingFinished', (event) => {
    received += event.encodedDataLength;
    requests += 1;
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    received += event.response.payloadData.length;
    wsFrames += 1;
  });
  return { snapshot: () => ({ received, requests, wsFrames }) };
}

export type ByteCount = ReturnType<ReturnType<typeof countBytes>['snapshot']>;

export const bytesBetween = (from: ByteCount, to: ByteCount): ByteCount => ({
  received: to.received - from.received,
  requests: to.requests - from.requests,
  wsFrames: to.wsFrames - from.wsFrames,
});

/**
 * The wall-clock time (ms since the epoch) of CDP's monotonic timestamps: each requestWillBeSent carries both,
 * so the latest pair gives the offset.
 */
export function cdpClock(cdp: CDPSession) {
  let offsetMs: number | null = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.wallTime) offsetMs = event.wallTime * 1000 - event.timestamp * 1000;
  });
  return {
    wall: (monotonicSeconds: number) => (offsetMs === null ? null : monotonicSeconds * 1000 + offsetMs),
  };
}
