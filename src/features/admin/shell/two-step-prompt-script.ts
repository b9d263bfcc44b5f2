/**
 * The dashboard's two-step sign-in prompt (issue 21) is in the HTML shown, so it paints with the
 * page and moves nothing once the island is live; an administrator who chose "Not now" in this
 * browser session has it hidden by CSS from the start (two-step-prompt.css): this script, run
 * inline just before it, marks <html> from sessionStorage. A string, so the build can hash it for
 * the Content-Security-Policy (src/integrations/csp.ts).
 */
export const TWO_STEP_PROMPT_DISMISSED = 'liftparts:two-step-prompt-dismissed';
export const TWO_STEP_PROMPT_ATTRIBUTE = 'data-two-step-prompt-dismissed';

export const TWO_STEP_PROMPT_SCRIPT = `try { if (sessionStorage.getItem(${JSON.stringify(TWO_STEP_PROMPT_DISMISSED)}) === '1') document.documentElement.setAttribute(${JSON.stringify(TWO_STEP_PROMPT_ATTRIBUTE)}, ''); } catch {}`;
