/**
 * The browser's stand-in for i18next (decisions 092 and 110): the part of its API the web uses,
 * reading the same JSON catalogues, in ~1.5 KB instead of ~13 KB gzip. Every browser build aliases
 * `i18next` to this file (vite.config.ts); tests, the dev server and the server keep i18next itself.
 *
 * Same lookup as i18next 25 with this project's options: `ns:key` or the `ns` option or the
 * default namespace, then `fallbackNS`; in each namespace the language, then the fallback
 * language; in each language the plural form (`_zero` for 0 when present, then Intl.PluralRules),
 * then the key itself; dotted keys are paths. `{{name}}` and `{{a.b}}` interpolate (no escaping:
 * React escapes), `returnObjects` returns the object with its strings interpolated, a missing key
 * gives `defaultValue` or the key. Backends (`read(lng, ns, cb)`) load what is not bundled.
 * `public-runtime.test.ts` compares every answer with i18next's on the real catalogues.
 */

type Resources = Record<string, unknown>;
type Callback = (error: unknown, t: TFunction) => void;
export type TFunction = (key: string | string[], options?: TOptions | string) => unknown;
export interface TOptions {
  ns?: string | readonly string[];
  lng?: string;
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  [name: string]: unknown;
}
interface Backend {
  type: 'backend';
  read(language: string, namespace: string, callback: (error: unknown, data: Resources | null) => void): void;
}
interface InitOptions {
  lng?: string;
  fallbackLng?: string;
  resources?: Record<string, Record<string, Resources>>;
  ns?: string[];
  defaultNS?: string;
  fallbackNS?: string;
  [option: string]: unknown;
}

const list = (ns: string | readonly string[] | undefined): string[] => (ns === undefined ? [] : typeof ns === 'string' ? [ns] : [...ns]);

function lookup(tree: unknown, path: string): unknown {
  if (tree && typeof tree === 'object' && path in tree) return (tree as Resources)[path];
  let node = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Resources)[part];
  }
  return node;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{-?\s*([^}]+?)\s*\}\}/g, (_, name: string) => {
    const value = lookup(values, name);
    return value === undefined || value === null ? '' : String(value);
  });
}

function deepInterpolate(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => deepInterpolate(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepInterpolate(item, values)]));
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    // The code as given, as i18next does ('br' is Breton to Intl: the same forms as i18next picks).
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export class I18n {
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  isInitialized = false;
  options: InitOptions = {};
  private store: Record<string, Record<string, Resources>> = {};
  private backend: Backend | null = null;
  private loading = new Map<string, Promise<void>>();
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  private used = new Set<string>();

  constructor() {
    // As i18next: `t` and friends work unbound (`errorText(error, i18n.t)`, `const { t } = i18n`).
    this.t = this.t.bind(this);
    this.exists = this.exists.bind(this);
    this.getFixedT = this.getFixedT.bind(this);
  }

  use(module: { type: string; init?: (instance: I18n) => void }): this {
    if (module.type === 'backend') this.backend = module as Backend;
    // react-i18next's initReactI18next: the instance its hooks use without a provider.
    else module.init?.(this);
    return this;
  }

  init(options: InitOptions = {}, callback?: Callback): Promise<TFunction> {
    this.options = { ...options, fallbackNS: options.fallbackNS };
    this.store = {};
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, resources] of Object.entries(namespaces)) this.addResourceBundle(language, namespace, resources);
    }
    for (const namespace of options.ns ?? [options.defaultNS ?? 'translation']) this.used.add(namespace);
    this.setLanguage(options.lng ?? options.fallbackLng ?? 'en');
    this.isInitialized = true;
    const t = this.t.bind(this);
    // i18next loads the listed namespaces of the language on init: the same, through the backend.
    return this.loadNamespaces([...this.used]).then(() => {
      callback?.(null, t);
      return t;
    });
  }

  private setLanguage(language: string): void {
    this.language = language;
    this.resolvedLanguage = language;
    const fallback = this.options.fallbackLng ?? 'en';
    this.languages = language === fallback ? [language] : [language, fallback];
  }

  addResourceBundle(language: string, namespace: string, resources: Resources): this {
    this.store[language] ??= {};
    this.store[language][namespace] = { ...this.store[language][namespace], ...resources };
    return this;
  }

  getResourceBundle(language: string, namespace: string): Resources | undefined {
    return this.store[language]?.[namespace];
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.store[language]?.[namespace]);
  }

  /** Loaded (or not to be loaded: no backend) in the language and its fallback. */
  hasLoadedNamespace(namespace: string, options: { lng?: string } = {}): boolean {
    const languages = options.lng ? this.languagesOf(options.lng) : this.languages;
    return languages.every((language) => this.hasResourceBundle(language, namespace) || !this.backend);
  }

  private languagesOf(language: string): string[] {
    const fallback = this.options.fallbackLng ?? 'en';
    return language === fallback ? [language] : [language, fallback];
  }

  loadNamespaces(namespaces: string | readonly string[], callback?: (error: unknown) => void): Promise<void> {
    const wanted = list(namespaces);
    for (const namespace of wanted) this.used.add(namespace);
    const loads = this.languages.flatMap((language) => wanted.map((namespace) => this.load(language, namespace)));
    return Promise.all(loads).then(() => callback?.(null));
  }

  /** Every namespace in use, in these languages (their fallback is loaded already). */
  loadLanguages(languages: string | readonly string[], callback?: (error: unknown) => void): Promise<void> {
    const wanted = [...this.used];
    return Promise.all(list(languages).flatMap((language) => wanted.map((namespace) => this.load(language, namespace)))).then(() =>
      callback?.(null),
    );
  }

  private load(language: string, namespace: string): Promise<void> {
    if (this.hasResourceBundle(language, namespace) || !this.backend) return Promise.resolve();
    const id = `${language}|${namespace}`;
    let pending = this.loading.get(id);
    if (!pending) {
      const backend = this.backend;
      pending = new Promise<void>((resolve) => {
        backend.read(language, namespace, (error, data) => {
          // As i18next: a failed read leaves the namespace empty (strings fall back) and is retried on the next load.
          if (error) this.loading.delete(id);
          else this.addResourceBundle(language, namespace, data ?? {});
          this.emit('loaded', { [language]: [namespace] });
          resolve();
        });
      });
      this.loading.set(id, pending);
    }
    return pending;
  }

  changeLanguage(language: string, callback?: Callback): Promise<TFunction> {
    const t = this.t.bind(this);
    const wanted = [...this.used];
    return Promise.all(this.languagesOf(language).flatMap((code) => wanted.map((namespace) => this.load(code, namespace)))).then(() => {
      const changed = this.language !== language;
      this.setLanguage(language);
      if (changed) this.emit('languageChanged', language);
      callback?.(null, t);
      return t;
    });
  }

  on(event: string, listener: (...args: unknown[]) => void): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener?: (...args: unknown[]) => void): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The value a key resolves to (string, object or undefined), following i18next's order. */
  private resolve(key: string, options: TOptions): unknown {
    let namespaces = list(options.ns);
    let path = key;
    const separator = key.indexOf(':');
    if (separator > 0 && /^[\w-]+$/.test(key.slice(0, separator))) {
      namespaces = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    if (namespaces.length === 0) namespaces = [this.options.defaultNS ?? 'translation'];
    if (this.options.fallbackNS) namespaces = [...namespaces, ...list(this.options.fallbackNS)];
    const languages = options.lng ? this.languagesOf(options.lng) : this.languages;
    const count = typeof options.count === 'number' ? options.count : undefined;
    for (const namespace of namespaces) {
      for (const language of languages) {
        const bundle = this.store[language]?.[namespace];
        if (!bundle) continue;
        const candidates = count === undefined ? [path] : [`${path}_${pluralOf(language, count)}`, path];
        if (count === 0) candidates.unshift(`${path}_zero`);
        for (const candidate of candidates) {
          const found = lookup(bundle, candidate);
          if (found !== undefined && found !== null) return found;
        }
      }
    }
    return undefined;
  }

  exists(key: string, options: TOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  t(keys: string | string[], second?: TOptions | string): unknown {
    const options: TOptions = typeof second === 'string' ? { defaultValue: second } : (second ?? {});
    const all = Array.isArray(keys) ? keys : [keys];
    for (const key of all) {
      const found = this.resolve(key, options);
      if (found === undefined) continue;
      if (typeof found === 'string') return interpolate(found, options);
      return options.returnObjects
        ? deepInterpolate(found, options)
        : `key '${key} (${this.language})' returned an object instead of string.`;
    }
    const last = all[all.length - 1] ?? '';
    if (options.defaultValue !== undefined) {
      return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : options.defaultValue;
    }
    const separator = last.indexOf(':');
    return separator > 0 && /^[\w-]+$/.test(last.slice(0, separator)) ? last.slice(separator + 1) : last;
  }

  /** A `t` bound to a language and namespace(s), as react-i18next's useTranslation hands out. */
  getFixedT(language: string | null, namespaces?: string | readonly string[] | null, keyPrefix?: string): TFunction {
    const fixed: TFunction = (key, options) => {
      const opts: TOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
      if (opts.ns === undefined && namespaces) opts.ns = namespaces;
      if (opts.lng === undefined && language) opts.lng = language;
      const prefixed = keyPrefix ? (Array.isArray(key) ? key.map((k) => `${keyPrefix}.${k}`) : `${keyPrefix}.${key}`) : key;
      return this.t(prefixed, opts);
    };
    return fixed;
  }

  createInstance(options?: InitOptions, callback?: Callback): I18n {
    const instance = new I18n();
    if (options) void instance.init(options, callback);
    return instance;
  }

  cloneInstance(): I18n {
    return this.createInstance();
  }
}

const instance = new I18n();
export const createInstance = (options?: InitOptions, callback?: Callback) => instance.createInstance(options, callback);
export const t: TFunction = (key, options) => instance.t(key, options);
export default instance;
