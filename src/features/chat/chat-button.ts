/** The chat button (ChatButton.astro): it appears, then says its tooltip for a while. */
export function startChatButtons(): void {
  for (const chat of document.querySelectorAll<HTMLElement>('[data-chat]')) {
    const timing = JSON.parse(chat.dataset.timing!) as { appearAfterMs: number; tooltipAfterMs: number; tooltipForMs: number };
    const tooltip = chat.querySelector<HTMLElement>('[data-chat-tooltip]')!;
    const text = chat.querySelector<HTMLTemplateElement>('[data-chat-tooltip-text]')!.content.textContent ?? '';
    const mark = chat.querySelector<SVGUseElement>('use[data-chat-mark]');
    setTimeout(() => {
      // The WhatsApp mark's file is fetched now, well after the page's first paint (ChatButton.astro).
      mark?.setAttribute('href', mark.dataset.chatMark!);
      chat.hidden = false;
      setTimeout(() => {
        tooltip.textContent = text;
        chat.classList.add('show-tooltip');
        setTimeout(() => chat.classList.remove('show-tooltip'), timing.tooltipForMs);
      }, timing.tooltipAfterMs);
    }, timing.appearAfterMs);
  }
}
