import { GoogleLoginError } from './auth-errors';

/**
 * Google Identity Services' token flow (spec section 7: the provider's access token is sent to /auth/google).
 * The script is fetched only when someone chooses Google sign-in, so other visitors never contact Google.
 */
const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
const SCOPE = 'openid profile email';

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}

interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  /** Called when the popup cannot open or is closed before finishing. */
  error_callback?: (error: { type: string }) => void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: GoogleTokenClientConfig): { requestAccessToken(): void };
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptLoad: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    if (window.google) return resolve(window.google);
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new GoogleLoginError()));
    script.onerror = () => {
      script.remove();
      reject(new GoogleLoginError());
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null; // let a later click try again
    throw error;
  });
  return scriptLoad;
}

/** Opens Google's consent popup and resolves with an access token for our client id. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: SCOPE,
      callback: (response) =>
        response.access_token ? resolve(response.access_token) : reject(new GoogleLoginError()),
      error_callback: () => reject(new GoogleLoginError()),
    });
    client.requestAccessToken();
  });
}
