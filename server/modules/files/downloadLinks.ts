import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { FILES_BASE } from '../../../shared/paths';

/** How long a download link may be started; a download already running is not cut. */
export const LINK_LIFETIME_SECONDS = 10 * 60;

/** Outside /protected (shared/paths.ts): a link is followed by the browser itself, which sends no Bearer header. */
export { FILES_BASE };

/**
 * What a link can point at: a document's file, a notice's attachment, a claim's file (a photo's
 * display size or a PDF) and a claim photo's thumbnail (`id` the claim_files row in both).
 */
export const FILE_KINDS = ['document', 'notice', 'claimFile', 'claimThumb'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface LinkTarget {
  kind: FileKind;
  /** The item (document, notice) whose file it is: its permission is checked again when followed. */
  id: number;
  /** The stored file: a link to a replaced or removed file no longer works. */
  key: string;
}

export interface LinkClaims extends LinkTarget {
  /** The user the link was made for: it works only with that user's session. */
  sub: string;
}

/**
 * Short-lived signed download links. Their key is derived from the JWT secret for this purpose
 * only, so a link can never pass for an access token, nor an access token for a link.
 */
export function createDownloadLinks(secret: string) {
  const key = createHmac('sha256', secret).update('portal:download-links').digest('base64url');
  const sign = createSigner({ key, algorithm: 'HS256', expiresIn: LINK_LIFETIME_SECONDS * 1000 });
  const verify = createVerifier({ key, algorithms: ['HS256'], requiredClaims: ['sub', 'kind', 'id', 'key', 'exp'] });
  return {
    create(userId: number, target: LinkTarget) {
      const token = sign({ sub: String(userId), kind: target.kind, id: target.id, key: target.key });
      return { token, expiresAt: new Date(Date.now() + LINK_LIFETIME_SECONDS * 1000) };
    },
    /** The answer of a `POST …/{id}/link` route: the same-origin URL to GET, and until when. */
    reply(userId: number, target: LinkTarget) {
      const { token, expiresAt } = this.create(userId, target);
      return { url: `${FILES_BASE}/${token}`, expiresAt: expiresAt.toISOString() };
    },
    read(token: string): LinkClaims | null {
      try {
        const claims = verify(token) as LinkClaims;
        const valid =
          (FILE_KINDS as readonly string[]).includes(claims.kind) && Number.isSafeInteger(claims.id) && typeof claims.key === 'string';
        return valid ? claims : null;
      } catch {
        return null;
      }
    },
  };
}

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;
