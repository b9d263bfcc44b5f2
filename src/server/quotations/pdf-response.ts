/** A quotation PDF as a download: private to the browser that asked, never cached by anyone else. */
export function pdfResponse({ data, filename }: { data: Uint8Array; filename: string }): Response {
  return new Response(data.slice(), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
