export type Messages = { [key: string]: string | Messages };

/** Deep-merges message trees: `fill` adds to and overrides `base`, section by section. */
export function mergeMessages<T extends Messages>(base: T, fill: Messages): T {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(fill)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
  }
  return out as T;
}
