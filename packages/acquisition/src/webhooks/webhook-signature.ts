import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (seed part 6), the
 * shape Stripe uses, so receivers can use the libraries that exist for it.
 */
export function signatureHeader(secret: string, unixSeconds: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * The receiver's side, for our own tests and documentation: split on commas, each piece on the
 * first `=`, compare in constant time, and refuse signatures older than `toleranceSeconds`.
 */
export function verifySignature(
  secret: string,
  header: string,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  let timestamp: string | undefined;
  const candidates: string[] = [];
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at < 0) continue;
    const name = piece.slice(0, at).trim();
    const value = piece.slice(at + 1).trim();
    if (name === 't') timestamp = value;
    if (name === 'v1') candidates.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || candidates.length === 0) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  return candidates.some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
