import { eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoFactorEnableResult } from '@portal/contract';
import { users, type Database } from '@portal/db';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { buildOtpauthUrl, createTotpSecret } from '../../lib/totp';
import { getUser } from '../users/get-user';
import { acceptTotpCode } from './accept-totp-code';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';

/**
 * POST /profile/security/google-2fa-enable (ARCHITECTURE §4: TOTP with a QR code for
 * enrolment). Without a code: a new pending secret, its otpauth URL and an SVG QR code. With a
 * code from the authenticator: the pending secret becomes the active one. Both are stored sealed
 * (decision 018); the person sees the secret once, to type it in if the QR code does not scan.
 */
export async function enableTwoFactor(options: {
  db: Database;
  secretBox: SecretBox;
  userId: string;
  code?: string | undefined;
}): Promise<TwoFactorEnableResult> {
  const { db, userId, code } = options;
  const user = await getUser({ db, userId });
  if (user.totpEnabled) throw new AppError('conflict', 'auth.totp_already_enabled');

  if (code === undefined) {
    const secret = createTotpSecret();
    await db
      .update(users)
      .set({ totpPendingSecret: sealTotpSecret(options.secretBox, userId, secret), updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    const otpauthUrl = buildOtpauthUrl({ secret, label: user.email });
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { enabled: false, setup: { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg } };
  }

  if (!user.totpPendingSecret) throw new AppError('conflict', 'auth.totp_not_started');
  const pending = openTotpSecret(options.secretBox, userId, user.totpPendingSecret);
  await acceptTotpCode({ db, userId, secret: pending, code });
  await db
    .update(users)
    .set({
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabled: true,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  return { enabled: true };
}
