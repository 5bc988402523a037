// Mercado Pago webhook signatures (x-signature: ts=<seconds>,v1=<HMAC-SHA256 hex>): checking them and making them.
import { createHmac } from 'node:crypto';
import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';

export interface VerifyWebhookSignatureInput {
  xSignature: string | null | undefined;
  xRequestId: string | null | undefined;
  /** data.id from the notification's query string. */
  dataId: string | null | undefined;
  secret: string;
  toleranceSeconds?: number;
  now?: Date;
}

export type WebhookSignatureResult = { ok: true } | { ok: false; reason: string };

// The docs ask for an alphanumeric data.id in lower case; payment ids are numeric, so this only matters for other topics.
const normaliseDataId = (dataId: string | null | undefined) => dataId?.trim().toLowerCase() || undefined;

/**
 * Checks a notification against the studio's webhook secret with the SDK's own validator (same manifest, same header
 * parsing, constant-time compare). Reasons are the SDK's: MissingSignatureHeader, MalformedSignatureHeader,
 * MissingTimestamp, MissingHash, SignatureMismatch, TimestampOutOfTolerance; plus MissingSecret.
 */
export function verifyWebhookSignature({
  xSignature,
  xRequestId,
  dataId,
  secret,
  toleranceSeconds = 300,
  now = new Date(),
}: VerifyWebhookSignatureInput): WebhookSignatureResult {
  if (!secret) return { ok: false, reason: 'MissingSecret' };
  try {
    WebhookSignatureValidator.validate({
      xSignature: xSignature ?? undefined,
      xRequestId: xRequestId ?? undefined,
      dataId: normaliseDataId(dataId),
      secret,
      toleranceSeconds,
      now: () => now.getTime(),
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** The manifest Mercado Pago signs: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, absent parts left out. */
export function webhookManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: number,
): string {
  return `${dataId ? `id:${dataId};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

/** The x-signature header value Mercado Pago would send; ts in seconds (default: now). */
export function signWebhook({
  dataId,
  requestId,
  secret,
  ts = Math.floor(Date.now() / 1000),
}: {
  dataId: string | null | undefined;
  requestId: string | null | undefined;
  secret: string;
  ts?: number;
}): string {
  const manifest = webhookManifest(normaliseDataId(dataId), requestId?.trim() || undefined, ts);
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}
