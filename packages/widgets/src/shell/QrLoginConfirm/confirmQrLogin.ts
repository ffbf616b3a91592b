import { DubKitError, type Envelope, SUCCESS_CODE } from '@dubkit/sdk-core';

/** Path of the confirmation the login QR's page posts; the server adds it beside the contract's calls. */
export const QR_LOGIN_CONFIRM_PATH = '/api/user/login/qrcode/confirm';

export interface ConfirmQrLoginOptions {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** The signed-in user's bearer token. */
  authToken: string | null;
  /** The token the QR code carries. */
  qrToken: string;
}

/** Confirms a scan-to-login code as the signed-in user; rejects with the server's code and message. */
export async function confirmQrLogin({ baseUrl, fetch, authToken, qrToken }: ConfirmQrLoginOptions): Promise<void> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${QR_LOGIN_CONFIRM_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
    },
    body: JSON.stringify({ token: qrToken }),
  });
  const body = (await response.json().catch(() => null)) as Envelope<null> | null;
  if (!body || typeof body.code !== 'number') throw new DubKitError(response.status, response.statusText);
  if (body.code !== SUCCESS_CODE) throw new DubKitError(body.code, body.message);
}
