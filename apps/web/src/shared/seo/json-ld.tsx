/**
 * Structured data for search engines (schema.org JSON-LD). A data block, not a script: the CSP's
 * script-src does not apply to it. `<` is escaped so page text can never close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
