/**
 * Settings the server writes into index.html at start-up (<meta name="portal:…">), so a deploy
 * changes them without a rebuild. The dev server has none: the defaults apply.
 */
export interface RuntimeConfig {
  helpUrl: string;
  /** The largest upload the server takes (MAX_UPLOAD_MB), so the drop zone refuses bigger files at once. */
  maxUploadMb: number;
}

// Only the dev server lacks the meta tags: there the first admin is the demo one.
const DEFAULTS: RuntimeConfig = { helpUrl: import.meta.env.DEV ? 'mailto:admin@demo.test' : '', maxUploadMb: 512 };

function meta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="portal:${name}"]`)?.content || undefined;
}

function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

export function runtimeConfig(): RuntimeConfig {
  return {
    helpUrl: meta('help-url') ?? DEFAULTS.helpUrl,
    maxUploadMb: positiveNumber(meta('max-upload-mb')) ?? DEFAULTS.maxUploadMb,
  };
}
