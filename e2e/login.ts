import type { Page } from 'playwright';

/** Logging in as a new user against the reference server's development SMS and captcha sinks (loopback only). */

/** The SMS code the development sink delivered to a phone (loopback only), waiting for it to arrive. */
export async function smsCode(baseUrl: string, phone: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/sms/latest?phone=${phone}`);
    const sent = ((await response.json()) as { data: { code: string } | null }).data;
    if (sent) return sent.code;
    if (Date.now() > deadline) throw new Error(`no SMS code reached ${phone}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function captchaAnswer(baseUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/captcha/latest?phone=${phone}`);
  return ((await response.json()) as { data: string }).data;
}

let phones = 0;
/** A phone number no other test of this run has used: a new user. */
export const newPhone = () => `1360000${String(process.pid % 1000).padStart(3, '0')}${++phones}`.slice(0, 11);

/**
 * Logs in through the login modal by SMS, the way a new user does: the captcha when asked, then the code from the
 * development sink. Opens the modal first when `open` is set.
 */
export async function logInBySms(page: Page, baseUrl: string, phone: string, { open = false } = {}) {
  if (open) await page.getByRole('button', { name: '登录/注册' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^登录/ });
  await dialog.getByRole('tab', { name: '短信登录' }).click();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const captcha = page.getByRole('dialog', { name: '安全验证' });
  // The answer is read once the image it belongs to is on screen.
  await captcha.locator('img[src^="data:image"]').waitFor();
  await captcha.getByRole('textbox', { name: '图形验证码' }).fill(await captchaAnswer(baseUrl, phone));
  await captcha.getByRole('button', { name: '确定' }).click();
  await captcha.waitFor({ state: 'hidden' });
  await dialog.getByLabel('短信验证码').fill(await smsCode(baseUrl, phone));
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText('登录成功').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}
