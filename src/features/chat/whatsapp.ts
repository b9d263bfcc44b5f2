/** The WhatsApp click-to-chat link with a prefilled message (https://wa.me/<digits>?text=…). */
export function whatsappLink(number: string, message: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** SPEC §9: the button appears after 2 s; its tooltip 0.5 s later, for 3 s. */
export const CHAT_TIMING = { appearAfterMs: 2000, tooltipAfterMs: 500, tooltipForMs: 3000 } as const;
