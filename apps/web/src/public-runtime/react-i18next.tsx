/**
 * The browser's stand-in for react-i18next (decisions 092 and 110), over the stand-in i18next
 * (`./i18next.ts`): `I18nextProvider`, `initReactI18next`, `useTranslation` (suspends until its
 * namespaces are loaded in the language and the fallback, or with `useSuspense: false` reports
 * `ready`; re-renders on a language change or a loaded namespace; `t` is bound to the first
 * namespace, as react-i18next's default `nsMode`) and `Trans` with named or numbered tags.
 */
import {
  Children,
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { I18n, TFunction, TOptions } from './i18next.ts';

let globalI18n: I18n | undefined;
const I18nContext = createContext<{ i18n?: I18n } | null>(null);

export const initReactI18next = {
  type: '3rdParty',
  init(instance: I18n) {
    globalI18n = instance;
  },
};

export const getI18n = () => globalI18n;

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return createElement(I18nContext.Provider, { value }, children);
}

interface UseTranslationOptions {
  useSuspense?: boolean;
  keyPrefix?: string;
  lng?: string;
  i18n?: I18n;
}

function useInstance(fromProps?: I18n): I18n {
  const context = useContext(I18nContext);
  const i18n = fromProps ?? context?.i18n ?? globalI18n;
  if (!i18n) throw new Error('useTranslation: no i18next instance (initReactI18next or I18nextProvider)');
  return i18n;
}

export function useTranslation(ns?: string | readonly string[], options: UseTranslationOptions = {}) {
  const i18n = useInstance(options.i18n);
  const reactOptions = (i18n.options.react ?? {}) as UseTranslationOptions;
  const useSuspense = options.useSuspense ?? reactOptions.useSuspense ?? true;
  const namespaceKey = typeof ns === 'string' ? ns : ns && ns.length > 0 ? ns.join('|') : (i18n.options.defaultNS ?? 'translation');
  const namespaces = useMemo(() => namespaceKey.split('|'), [namespaceKey]);
  const language = options.lng ?? i18n.language;
  const isReady = () => i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace, { lng: options.lng }));

  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange).on('loaded', onChange);
      return () => {
        i18n.off('languageChanged', onChange).off('loaded', onChange);
      };
    },
    [i18n],
  );
  // A string: equal snapshots compare equal, so only a new language or readiness re-renders.
  const snapshot = () => `${options.lng ?? i18n.language}|${isReady()}`;
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const ready = isReady();
  const t = useMemo(() => i18n.getFixedT(language, namespaces[0], options.keyPrefix), [i18n, language, namespaces, options.keyPrefix]);
  if (!ready) {
    const loading = i18n.loadNamespaces(namespaces);
    if (useSuspense) throw loading;
  }
  const result = [t, i18n, ready] as unknown as [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
  result.t = t;
  result.i18n = i18n;
  result.ready = ready;
  return result;
}

interface TransProps {
  i18nKey: string;
  t?: TFunction;
  ns?: string | readonly string[];
  values?: TOptions;
  count?: number;
  defaults?: string;
  components?: Record<string, ReactElement> | ReactElement[];
  children?: ReactNode;
}

/** `<doc>Terms</doc>`, `<0>x</0>` and `<br/>`-style tags of a translation, filled with `components`. */
function fill(text: string, components: Record<string, ReactElement> | ReactElement[], keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g;
  let last = 0;
  let index = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[2];
    const component = (components as Record<string, ReactElement | undefined>)[name];
    const key = `${keyPrefix}${index++}`;
    if (component && isValidElement(component)) {
      const inner = match[3] === undefined ? undefined : fill(match[3], components, `${key}.`);
      nodes.push(inner === undefined ? cloneElement(component, { key }) : cloneElement(component, { key }, ...inner));
    } else nodes.push(match[0]);
    last = tag.lastIndex;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function Trans({ i18nKey, t, ns, values, count, defaults, components, children }: TransProps) {
  const fromHook = useTranslation(ns, {}).t;
  const translate = t ?? fromHook;
  const options: TOptions = { ...values, ...(count === undefined ? {} : { count }) };
  if (defaults !== undefined) options.defaultValue = defaults;
  const text = String(translate(i18nKey, options));
  const filled = fill(text, components ?? Children.toArray(children).filter(isValidElement), '');
  return createElement(Fragment, null, ...filled);
}
