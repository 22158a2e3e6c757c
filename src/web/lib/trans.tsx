import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './use-translation';

/**
 * A text with marked parts (`… die <terms>AGB</terms> …`) as elements: each `<name>…</name>`
 * becomes `components[name]` with the marked words as its children, so a translation keeps its
 * own word order around a link. The part of react-i18next's Trans the shop uses (ADR 045):
 * flat tags only, no nesting. An unknown tag shows its words without the element.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const element = components[m[1]];
    parts.push(element ? cloneElement(element, { key: parts.length }, m[2]) : m[2]);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
