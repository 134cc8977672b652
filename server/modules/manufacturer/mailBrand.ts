import sharp from 'sharp';
import type { Brand, InlinePicture } from '../../mail/messages';
import type { ManufacturerSource, StoredLogo } from './identity';

/** The logo's height at the head of a message (server/mail/render.ts), in CSS pixels. */
export const MAIL_LOGO_HEIGHT = 48;
/** Its widest: a long logo is narrowed to this rather than widen the message's header. */
export const MAIL_LOGO_MAX_WIDTH = 200;

/**
 * The logo as a message carries it: drawn to twice the size it is shown at (sharp on a phone's
 * screen), never enlarged — a few KB in every message, where the upload may be 256 KB.
 */
async function drawMailLogo(logo: StoredLogo): Promise<InlinePicture> {
  const resized = sharp(logo.bytes).resize({ width: 2 * MAIL_LOGO_MAX_WIDTH, height: 2 * MAIL_LOGO_HEIGHT, fit: 'inside', withoutEnlargement: true });
  // A PNG keeps its transparency (the header's grey shows through); a photograph stays a JPEG.
  const { data, info } = await (logo.type === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85 })).toBuffer({ resolveWithObject: true });
  // Shown at half its pixels once it has them; a smaller logo at its own size.
  const height = Math.min(MAIL_LOGO_HEIGHT, info.height);
  const width = Math.max(1, Math.round((info.width * height) / info.height));
  return {
    cid: `logo-${logo.savedAt}@manufacturer`,
    filename: `logo.${logo.type === 'png' ? 'png' : 'jpg'}`,
    contentType: logo.type === 'png' ? 'image/png' : 'image/jpeg',
    content: data,
    width,
    height,
  };
}

/**
 * The manufacturer as its e-mail shows it, read at each delivery (a renamed company signs the
 * messages queued before): its name, and its logo carried inside the message. The logo is drawn
 * once per logo saved (its savedAt), not at every message of a digest to a thousand dealers.
 */
export function mailBrand(source: ManufacturerSource): () => Promise<Brand> {
  let drawn: { savedAt: number; picture: Promise<InlinePicture> } | undefined;
  return async () => {
    const [identity, logo] = await Promise.all([source.identity(), source.logo()]);
    if (!logo) return { name: identity.name, logo: null };
    if (drawn?.savedAt !== logo.savedAt) {
      const picture = drawMailLogo(logo);
      // A picture that could not be drawn is drawn again at the next message, not kept failed.
      picture.catch(() => drawn?.picture === picture && (drawn = undefined));
      drawn = { savedAt: logo.savedAt, picture };
    }
    return { name: identity.name, logo: await drawn.picture };
  };
}
