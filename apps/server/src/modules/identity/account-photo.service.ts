import { createHash } from 'node:crypto';
import { IMAGE_REQUIRED_MESSAGE, ValidationError, imageTypeOf } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { userPhotos, users } from '../../db/schema/index.ts';

/** The longest side of a stored photo: pages show avatars at most 128 CSS px, 4x for sharp screens. */
export const PHOTO_MAX_SIDE = 512;
/** Larger images are refused before decoding (a 2 MB PNG can unpack to gigabytes: decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

const notAnImage = () => new ValidationError([{ field: 'file', message: IMAGE_REQUIRED_MESSAGE }]);

/**
 * Re-encodes an uploaded photo (decision 056): turned upright by its EXIF orientation, scaled to
 * fit 512 px (never enlarged), written as WebP without any metadata, so a phone photo's GPS
 * position never leaves with it. The magic bytes are checked first; a file that only starts
 * like an image fails to decode and is refused the same way.
 */
export async function normalizePhoto(data: Buffer): Promise<Buffer> {
  if (!imageTypeOf(data)) throw notAnImage();
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

/** Saves an account photo and points users.photo_url at it; the version in the URL lets caches keep it forever. */
export async function savePhoto(app: FastifyInstance, userId: string, upload: Buffer): Promise<string> {
  const data = await normalizePhoto(upload);
  const contentType = 'image/webp';
  const sha256 = createHash('sha256').update(data).digest('hex');
  const url = `/api/photos/${userId}?v=${sha256.slice(0, 12)}`;
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await tx
      .insert(userPhotos)
      .values({ userId, contentType, sha256, data, updatedAt: now })
      .onConflictDoUpdate({ target: userPhotos.userId, set: { contentType, sha256, data, updatedAt: now } });
    await tx.update(users).set({ photoUrl: url, updatedAt: now }).where(eq(users.id, userId));
  });
  return url;
}

export async function photoOf(db: Db, userId: string): Promise<{ contentType: string; sha256: string; data: Buffer } | null> {
  const [row] = await db
    .select({ contentType: userPhotos.contentType, sha256: userPhotos.sha256, data: userPhotos.data })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Removes the account photo (the stored bytes and the link to them). */
export async function removePhoto(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx.delete(userPhotos).where(eq(userPhotos.userId, userId));
    await tx.update(users).set({ photoUrl: null, updatedAt: app.clock.now() }).where(eq(users.id, userId));
  });
}
