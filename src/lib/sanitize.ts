/**
 * Text-input sanitising (SPEC §5): script blocks, `javascript:` URLs and inline event handlers
 * are removed before a value is checked or stored. Output is still escaped when rendered; this
 * keeps stored data free of markup meant to run.
 */
const SCRIPT_BLOCK = /<\s*script\b[^>]*>[\s\S]*?<\s*\/\s*script\s*>/gi;
const SCRIPT_TAG = /<\s*\/?\s*script\b[^>]*>/gi;
const JAVASCRIPT_URL = /javascript\s*:/gi;
const EVENT_HANDLER = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

export function sanitizeText(value: string): string {
  let previous: string;
  let current = value;
  // Repeat until stable so that nested leftovers ("<scr<script>ipt>") cannot reassemble.
  do {
    previous = current;
    current = current.replace(SCRIPT_BLOCK, '').replace(SCRIPT_TAG, '').replace(JAVASCRIPT_URL, '').replace(EVENT_HANDLER, '');
  } while (current !== previous);
  return current.trim();
}
