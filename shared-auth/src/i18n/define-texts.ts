import { useTranslation } from 'react-i18next';
import { i18n } from './i18n-instance';
import { DEFAULT_LANGUAGE } from './languages';

/** One app's texts in one language: flat keys ("login.title") to sentences. */
export type Texts = Readonly<Record<string, string>>;
/** Loads an app's texts for a language, e.g. `(l) => import(\`./locales/${l}.json\`)`. */
export type TextLoader = (language: string) => Promise<{ default: Texts } | Texts>;
export type TextValues = Readonly<Record<string, string | number>>;
export type TextFn<K extends string> = (key: K, values?: TextValues) => string;

const loaders = new Map<string, TextLoader>();
const pending = new Set<Promise<void>>();

function track(work: Promise<void>): void {
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

/** Adds a namespace's texts for a language once; a failed load leaves the English fallback. */
export async function loadTexts(language: string, ns: string): Promise<void> {
  const load = loaders.get(ns);
  if (!load || i18n.hasResourceBundle(language, ns)) return;
  try {
    const loaded = await load(language);
    const texts =
      'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
    i18n.addResourceBundle(language, ns, texts as Texts);
  } catch {
    // English (the fallback) stays shown; the next switch tries again
  }
}

/** Every registered namespace's texts for a language. */
export function loadAllTexts(language: string): Promise<void[]> {
  return Promise.all([...loaders.keys()].map((ns) => loadTexts(language, ns)));
}

/** Resolves when the texts asked for so far (the chosen language's) have arrived. */
export async function textsSettled(): Promise<void> {
  await Promise.all([...pending]);
}

/**
 * Registers an app's namespace: its English texts ship with its code (the default and the
 * fallback); other languages load when chosen. Keys are checked against the English file.
 */
export function defineTexts<T extends Texts>(ns: string, english: T, load: TextLoader) {
  type Key = Extract<keyof T, string>;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, english);
  loaders.set(ns, load);
  if (i18n.language !== DEFAULT_LANGUAGE) track(loadTexts(i18n.language, ns));
  const translate = i18n.t as unknown as (key: string, options: object) => string;
  const t: TextFn<Key> = (key, values) => translate(key, { ns, ...values });
  /** The texts in a component: it draws again when the language changes. */
  function useTexts(): TextFn<Key> {
    return useTranslation(ns).t as unknown as TextFn<Key>;
  }
  return { t, useTexts };
}
