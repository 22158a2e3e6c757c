import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';

/** Just enough XML reading for tests: parse, then walk element paths like 'PmtInf/Cdtr/Nm'. */
export function parseXml(xml: string): XmlElement {
  const doc = new DOMParser({
    onError: (level, msg) => {
      if (level !== 'warning') throw new Error(`XML ${level}: ${msg}`);
    },
  }).parseFromString(xml, 'text/xml');
  return doc.documentElement!;
}

export function kids(el: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (!name || (n as XmlElement).localName === name)) out.push(n as XmlElement);
  }
  return out;
}

/** All elements at a path of child names. */
export function all(el: XmlElement, path: string): XmlElement[] {
  return path.split('/').reduce<XmlElement[]>((els, name) => els.flatMap((e) => kids(e, name)), [el]);
}

/** The one element at a path (throws when absent or ambiguous). */
export function one(el: XmlElement, path: string): XmlElement {
  const found = all(el, path);
  if (found.length !== 1) throw new Error(`${path}: ${found.length} elements`);
  return found[0];
}

export function text(el: XmlElement, path: string): string {
  return one(el, path).textContent ?? '';
}

/** The child element names in order. */
export function names(el: XmlElement): string[] {
  return kids(el).map((k) => k.localName!);
}
