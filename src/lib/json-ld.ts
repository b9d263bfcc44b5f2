/**
 * The text of a `<script type="application/ld+json">` element. The HTML parser ends a script at
 * the first `</script` whatever the JSON means, so a value typed by an admin (a product name, a
 * description) could close the element and start markup of its own. Writing `<`, `>` and `&` as
 * JSON escapes keeps the same JSON value with no tag left in the text; U+2028 and U+2029 are
 * escaped too, for readers that treat the JSON as JavaScript. Every page's JSON-LD goes through here.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: Record<string, unknown> | readonly unknown[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}
