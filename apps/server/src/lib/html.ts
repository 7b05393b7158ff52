const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** JSON for a `<script type="application/json">` block: every "<" escaped, so nothing in it can end the block. */
export const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
