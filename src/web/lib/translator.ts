/**
 * The shop's own translator (ADR 045): the part of i18next the client used, in about 1 kB
 * instead of 17 kB gzipped on the landing page. Texts are nested objects per language, keys are
 * dotted paths, `{{name}}` is replaced by the option of that name (no escaping: React escapes),
 * a missing text shows as its key (or the `defaultValue` given), and there is no fallback
 * language (spec §8). No plurals: no text has plural forms; `count` is an ordinary value.
 */
export type Texts = Record<string, unknown>;

export type TOptions = { defaultValue?: string } & Record<string, unknown>;

/** A text by key, in one language (`getFixedT`) or in the current one (`t`). */
export type TFunction = (key: string, options?: TOptions) => string;

type Listener = (language: string) => void;

function isTexts(v: unknown): v is Texts {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function merge(target: Texts, source: Texts, overwrite: boolean): void {
  for (const [k, v] of Object.entries(source)) {
    const have = target[k];
    if (isTexts(v) && isTexts(have)) merge(have, v, overwrite);
    else if (isTexts(v) && have === undefined) merge((target[k] = {}), v, overwrite);
    else if (overwrite || have === undefined) target[k] = v;
  }
}

function lookUp(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (!isTexts(node)) return undefined;
    node = node[part];
  }
  return node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (_, name: string) => {
    const v = options?.[name];
    return v === undefined || v === null ? '' : String(v as string | number);
  });
}

/** One namespace (`translation`) is all the shop has; the `ns` arguments keep i18next's calls. */
export class Translator {
  language: string;
  private readonly bundles = new Map<string, Texts>();
  private readonly changed = new Set<Listener>();
  private readonly added = new Set<Listener>();
  private readonly fixed = new Map<string, TFunction>();

  /** i18next's `store.on('added', …)`: told when texts join a language. */
  readonly store = {
    on: (_event: 'added', listener: Listener) => void this.added.add(listener),
  };

  constructor(language: string, texts: Texts) {
    this.language = language;
    this.bundles.set(language, structuredClone(texts));
  }

  /** The text in the current language. */
  readonly t: TFunction = (key, options) => this.translate(this.language, key, options);

  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  exists(key: string): boolean {
    return typeof lookUp(this.bundles.get(this.language), key) === 'string';
  }

  hasResourceBundle(language: string, _ns = 'translation'): boolean {
    return this.bundles.has(language);
  }

  getResourceBundle(language: string, _ns = 'translation'): Texts | undefined {
    return this.bundles.get(language);
  }

  /** Adds texts to a language, deep-merged; `overwrite` replaces texts already there. */
  addResourceBundle(language: string, _ns: string, texts: Texts, _deep = true, overwrite = false): this {
    let bundle = this.bundles.get(language);
    if (!bundle) this.bundles.set(language, (bundle = {}));
    merge(bundle, texts, overwrite);
    for (const l of this.added) l(language);
    return this;
  }

  addResource(language: string, ns: string, key: string, value: string): this {
    const parts = key.split('.');
    const texts: Texts = {};
    let node = texts;
    for (const part of parts.slice(0, -1)) node = node[part] = {};
    node[parts[parts.length - 1]!] = value;
    return this.addResourceBundle(language, ns, texts, true, true);
  }

  /** Switches at once (the texts are expected to be loaded; lib/i18n.ts loads them first). */
  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      for (const l of this.changed) l(language);
    }
    return Promise.resolve(this.t);
  }

  /** Told after each switch of language; returns the unsubscribe. */
  onLanguageChanged(listener: Listener): () => void {
    this.changed.add(listener);
    return () => this.changed.delete(listener);
  }

  private translate(language: string, key: string, options?: TOptions): string {
    const text = lookUp(this.bundles.get(language), key);
    if (typeof text === 'string') return interpolate(text, options);
    return options?.defaultValue ?? key;
  }
}
