import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import sharp from 'sharp';
import { errors, auth } from '../../lib/routeSchemas';
import { HttpError } from '../../lib/httpError';
import { WEB_MANIFEST_PATH, api } from '../../../shared/paths';
import { BACKGROUND } from '../../../shared/palette';
import { PORTAL_ICONS, webManifest, type ManifestIcon } from '../../../shared/webManifest';

/**
 * The installable portal's manifest (issue 27), in the person's language, and its icons: the
 * portal's own (drawn at build time), or, once an admin has uploaded the manufacturer's logo,
 * drawn from it here, so the app on a dealer's home screen is the manufacturer's.
 */

/** An icon's file name as the manifest gives it (`icon-192.png`), for the portal's own and the logo's alike. */
const fileName = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const ICON_FILES = PORTAL_ICONS.map((icon) => ({ ...icon, name: fileName(icon.file) }));

/**
 * A maskable icon is cut by the system to a shape of its own: only the centred circle whose
 * radius is 40 % of the icon's width is sure to be seen (W3C Web Application Manifest, "Icon
 * masks" / safe zone). The logo is scaled so that its corners stay within that circle, on the
 * page's background; an `any` icon is the logo fitted whole to the square, on transparency.
 */
const SAFE_RADIUS = 0.4;

async function drawIcon(logo: Buffer, size: number, maskable: boolean): Promise<Buffer> {
  if (!maskable) {
    return sharp(logo).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png({ compressionLevel: 9 }).toBuffer();
  }
  const { width = 1, height = 1 } = await sharp(logo).metadata();
  const scale = (2 * SAFE_RADIUS * size) / Math.hypot(width, height);
  const w = Math.max(1, Math.floor(width * scale));
  const h = Math.max(1, Math.floor(height * scale));
  const inner = await sharp(logo).resize(w, h, { fit: 'fill' }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND.light.default } })
    .composite([{ input: inner, left: Math.round((size - w) / 2), top: Math.round((size - h) / 2) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const IconSchema = Type.Object(
  {
    src: Type.String(),
    sizes: Type.String({ description: 'widthxheight in px' }),
    type: Type.Literal('image/png'),
    purpose: Type.Union([Type.Literal('any'), Type.Literal('maskable')]),
  },
  { additionalProperties: false },
);
const ManifestSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    short_name: Type.String(),
    description: Type.String(),
    lang: Type.String(),
    dir: Type.Literal('ltr'),
    start_url: Type.String(),
    scope: Type.String(),
    display: Type.Literal('standalone'),
    theme_color: Type.String(),
    background_color: Type.String(),
    icons: Type.Array(IconSchema),
  },
  { additionalProperties: false, description: 'W3C Web Application Manifest' },
);

const Lang = Type.Union([Type.Literal('it'), Type.Literal('en')], { description: 'The language of its names (default it)' });
const IconName = Type.Union(
  ICON_FILES.map(({ name }) => Type.Literal(name)),
  { description: 'One of the icons the manifest lists' },
);

const webManifestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Drawn once per logo (its savedAt) and icon; a new logo leaves the old ones behind.
  let drawn: { savedAt: number; icons: Map<string, Promise<Buffer>> } | undefined;

  const logoIcons = (savedAt: number): ManifestIcon[] =>
    ICON_FILES.map(({ name, size, purpose }) => ({ src: `${api.manufacturerIcon(name)}?v=${savedAt}`, sizes: `${size}x${size}`, type: 'image/png', purpose }));

  app.get(
    WEB_MANIFEST_PATH,
    {
      schema: {
        tags: ['manufacturer'],
        summary: "The installable portal's web app manifest, with the manufacturer's logo as its icons once one is uploaded",
        security: auth.none,
        querystring: Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false }),
        response: { 200: { description: 'The manifest', content: { 'application/manifest+json': { schema: ManifestSchema } } }, ...errors(400) },
      },
    },
    async (req, reply) => {
      const logo = await app.manufacturer.logo();
      const manifest = webManifest(req.query.lang ?? 'it', logo ? logoIcons(logo.savedAt) : undefined);
      // Read again at every visit: a new logo or a new version shows at the next one.
      return reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest);
    },
  );

  app.get(
    `${api.manufacturerIcon('')}:icon`,
    {
      schema: {
        tags: ['manufacturer'],
        summary: "An icon of the installed app drawn from the manufacturer's logo (PNG); 404 while no logo is uploaded",
        security: auth.none,
        params: Type.Object({ icon: IconName }, { additionalProperties: false }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]+$', description: 'The logo version the manifest gives' })) }, { additionalProperties: false }),
        response: {
          200: { description: 'The icon', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } },
          ...errors(400, 404),
        },
      },
    },
    async (req, reply) => {
      const logo = await app.manufacturer.logo();
      if (!logo) throw new HttpError(404, 'No logo has been uploaded: the portal uses its own icons', 'not_found');
      const icon = ICON_FILES.find((i) => i.name === req.params.icon)!;
      if (drawn?.savedAt !== logo.savedAt) drawn = { savedAt: logo.savedAt, icons: new Map() };
      let png = drawn.icons.get(icon.name);
      if (!png) {
        png = drawIcon(Buffer.from(logo.bytes), icon.size, icon.purpose === 'maskable');
        drawn.icons.set(icon.name, png);
        // A logo sharp cannot read is refused when uploaded; should drawing fail anyway, it is tried again next time.
        png.catch(() => drawn?.icons.delete(icon.name));
      }
      const cache = req.query.v === String(logo.savedAt) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply.header('Cache-Control', cache).type('image/png').send((await png) as never);
    },
  );
};

export default webManifestRoutes;
