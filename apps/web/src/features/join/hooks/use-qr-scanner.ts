import type { TErrorCode } from '@picture-bingo/shared';
import type { Html5Qrcode } from 'html5-qrcode';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorText, loadErrorTexts } from '@/lib/error-text';
import { m } from '@/lib/i18n/messages';
import { read, STORAGE_KEYS, write } from '@/lib/storage';
import { decodeQrImage } from '../utils/decode-qr-image';

/** The region the camera scanner draws in (spec: container id qr-reader). */
export const SCANNER_REGION_ID = 'qr-reader';
/**
 * A square video (the camera cropped to it), with the aiming box 70 % of its side: the box always fits the video
 * the region's width gives, on a phone or a laptop.
 */
const CAMERA_CONFIG = {
  fps: 10,
  aspectRatio: 1,
  qrbox: (width: number, height: number) => {
    const side = Math.max(50, Math.floor(Math.min(width, height) * 0.7));
    return { width: side, height: side };
  },
};

/** The scanner's words, in the shown language. */
export const SCANNER_TEXTS = {
  get noCamera() {
    return m.game_scan_no_camera();
  },
  get insecure() {
    return m.game_scan_insecure();
  },
  get denied() {
    return m.game_scan_denied();
  },
  get onlyImages() {
    return m.game_scan_only_images();
  },
  get noCode() {
    return m.game_scan_no_code();
  },
};

function cameraErrorText(error: unknown): string {
  const text = String(error instanceof Error ? `${error.name} ${error.message}` : error);
  return /NotAllowed|Permission/i.test(text) ? SCANNER_TEXTS.denied : SCANNER_TEXTS.noCamera;
}

async function loadScanner(): Promise<Html5Qrcode> {
  const { Html5Qrcode } = await import('html5-qrcode');
  return new Html5Qrcode(SCANNER_REGION_ID, false);
}

async function startCamera(scanner: Html5Qrcode, onText: (text: string) => void): Promise<void> {
  // Decode misses happen on most frames while aiming: only logged (spec section 8).
  const onMiss = (message: string) => console.debug(message);
  const remembered = read(STORAGE_KEYS.scannerCameraId);
  try {
    await scanner.start(remembered ?? { facingMode: 'environment' }, CAMERA_CONFIG, onText, onMiss);
  } catch (error) {
    if (!remembered) throw error;
    write(STORAGE_KEYS.scannerCameraId, null);
    await scanner.start({ facingMode: 'environment' }, CAMERA_CONFIG, onText, onMiss);
  }
  const cameraId = scanner.getRunningTrackSettings().deviceId;
  if (cameraId) write(STORAGE_KEYS.scannerCameraId, cameraId);
  // The viewfinder below the button may start below a phone's fold: brought on screen for aiming.
  document.getElementById(SCANNER_REGION_ID)?.scrollIntoView({ block: 'nearest' });
}

/**
 * Turns the camera off: the scanner stopped and cleared, and every track of the stream its video played stopped
 * as well, so the camera is off even when the scanner's own stop fails or finds it mid-start.
 */
async function release(scanner: Html5Qrcode, started: Promise<unknown>): Promise<void> {
  await started.catch(() => undefined);
  const video = document.querySelector<HTMLVideoElement>(`#${SCANNER_REGION_ID} video`);
  const stream = video?.srcObject instanceof MediaStream ? video.srcObject : null;
  try {
    if (scanner.isScanning) await scanner.stop();
    scanner.clear();
  } catch (error) {
    console.debug('Scanner cleanup failed', error);
  }
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The join screen's scanner: the camera (loaded and started only when scanning is turned on, stopped and
 * cleared when turned off or on leaving) and one-off image-file scans. `onText` gets each decoded text and
 * says whether it was usable; a usable one ends the camera scan.
 */
export function useQrScanner(onText: (text: string) => boolean, onError: (message: string) => void) {
  const [scanning, setScanning] = useState(false);
  const handlers = useRef({ onText, onError });
  useLayoutEffect(() => {
    handlers.current = { onText, onError };
  });

  useEffect(() => {
    if (!scanning) return;
    if (!window.isSecureContext || !navigator.mediaDevices) {
      handlers.current.onError(SCANNER_TEXTS.insecure);
      setScanning(false);
      return;
    }
    let done = false;
    const scanner = loadScanner();
    const started = scanner.then((s) =>
      startCamera(s, (text) => {
        if (done || !handlers.current.onText(text)) return;
        done = true;
        setScanning(false);
      }),
    );
    started.catch((error: unknown) => {
      handlers.current.onError(cameraErrorText(error));
      setScanning(false);
    });
    return () => {
      done = true;
      void scanner.then(
        (s) => release(s, started),
        () => undefined,
      );
    };
  }, [scanning]);

  const scanFile = useCallback(async (file: File) => {
    if (!file.type.startsWith('image/')) return handlers.current.onError(SCANNER_TEXTS.onlyImages);
    const scanner = await loadScanner();
    let text: string | null = null;
    try {
      text = await scanner.scanFile(file, false);
    } catch {
      text = await decodeQrImage(file).catch(() => null);
    } finally {
      scanner.clear();
    }
    if (text === null) handlers.current.onError(SCANNER_TEXTS.noCode);
    else if (!handlers.current.onText(text)) {
      // Not a room code: the refusal's words in the shown language (loaded first).
      await loadErrorTexts();
      handlers.current.onError(errorText('INVALID_ROOM_CODE' satisfies TErrorCode));
    }
  }, []);

  return { scanning, setScanning, scanFile };
}
