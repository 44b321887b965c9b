// HTML built from tagged template literals that escape what they interpolate: text is always
// escaped, markup made by `markup` itself is kept, and `raw` marks the few trusted strings (the
// page's own stylesheet and script) that go in as they are. The tag is not named `html`: Prettier
// formats templates tagged `html` as HTML documents, which would add whitespace to the page.
import { escapeHtml } from '../../shared/escape-html';

/** Markup: interpolated into `markup` as is. */
export class Html {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** What `markup` takes: text and numbers (escaped), markup, nothing (null, undefined, false), or a list of these. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

const render = (value: HtmlValue): string => {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

/** A template whose interpolations are escaped unless they are Html. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let text = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) text += render(values[i]) + (strings[i + 1] ?? '');
  return new Html(text);
}

/** Trusted markup, not escaped: only for text this code made itself. */
export const raw = (markup: string): Html => new Html(markup);

/** Parts with a text separator between them. */
export const joined = (parts: readonly Html[], separator: string): Html =>
  raw(parts.map((part) => part.text).join(escapeHtml(separator)));
