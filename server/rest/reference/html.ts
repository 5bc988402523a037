// The frame of the reference pages (/api/docs, /api/docs/graphql): plain HTML with its styles inline, no script and
// nothing loaded from elsewhere, so the pages work offline and under the pages' Content-Security-Policy.

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}

/** Escaped prose, with `code` spans and paragraphs (blank lines) kept. */
export function prose(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph.replace(/\s*\n\s*/g, ' ')).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`,
    )
    .join('\n');
}

/** An id fit for an anchor. */
export function anchor(...parts: string[]): string {
  return parts
    .join('-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const styles = `
  :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa; --accent: #0b5cad; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); }
  a { color: var(--accent); }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
  code { background: var(--soft); padding: 1px 4px; border-radius: 4px; }
  .layout { display: grid; grid-template-columns: 300px 1fr; min-height: 100vh; }
  nav { border-right: 1px solid var(--line); padding: 16px; position: sticky; top: 0; height: 100vh; overflow-y: auto;
    background: var(--soft); font-size: 13px; }
  nav h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 18px 0 6px; }
  nav ul { list-style: none; margin: 0; padding: 0; }
  nav li { margin: 2px 0; overflow-wrap: anywhere; }
  nav a { text-decoration: none; }
  main { padding: 24px 40px 80px; max-width: 1100px; min-width: 0; }
  h1 { font-size: 28px; margin: 0 0 12px; }
  h2 { font-size: 22px; border-bottom: 1px solid var(--line); padding-bottom: 6px; margin-top: 40px; }
  h3 { font-size: 17px; margin: 28px 0 6px; overflow-wrap: anywhere; }
  h4 { font-size: 14px; margin: 14px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .03em; }
  section.item { border: 1px solid var(--line); border-radius: 8px; padding: 4px 18px 14px; margin: 16px 0; }
  .method { display: inline-block; min-width: 64px; text-align: center; font: 600 12px/22px ui-monospace, monospace;
    border-radius: 4px; color: #fff; background: #59636e; margin-right: 8px; vertical-align: 2px; }
  .GET { background: #1a7f37; } .POST { background: #0b5cad; } .PUT { background: #9a6700; }
  .PATCH { background: #8250df; } .DELETE { background: #cf222e; }
  table { border-collapse: collapse; width: 100%; margin: 6px 0; font-size: 14px; }
  th, td { border: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
  th { background: var(--soft); font-weight: 600; }
  ul.schema { list-style: none; padding-left: 16px; margin: 4px 0; border-left: 2px solid var(--line); }
  ul.schema li { margin: 3px 0; }
  .type { color: #8250df; font-family: ui-monospace, monospace; font-size: 13px; }
  .muted { color: var(--muted); }
  .status { font-weight: 600; font-family: ui-monospace, monospace; }
  .tag { display: inline-block; border: 1px solid var(--line); border-radius: 10px; padding: 0 8px; font-size: 12px;
    margin-right: 4px; }
  @media (max-width: 800px) { .layout { display: block; } nav { position: static; height: auto; border-right: 0; }
    main { padding: 16px; } }
`;

/** A whole page: its table of contents beside its content. */
export function page(title: string, navigation: string, content: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<div class="layout">
<nav aria-label="Sumário">${navigation}</nav>
<main>${content}</main>
</div>
</body>
</html>
`;
}
