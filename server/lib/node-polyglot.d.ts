// node-polyglot ships no types; this is the part the server uses (its README's API).
declare module 'node-polyglot' {
  export interface PolyglotOptions {
    phrases?: object;
    locale?: string;
    allowMissing?: boolean;
    onMissingKey?: (key: string, options: Record<string, unknown>, locale: string) => string;
  }
  export default class Polyglot {
    constructor(options?: PolyglotOptions);
    t(key: string, options?: Record<string, unknown> | number): string;
  }
}
