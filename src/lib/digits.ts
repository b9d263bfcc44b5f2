/**
 * Arabic-Indic and Persian digits, as an Arabic keyboard types them, as the ASCII digits the
 * phone rules and the stored numbers use. Anything else is left as it is.
 */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}
