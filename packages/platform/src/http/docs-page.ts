/**
 * A readable reference page made from the OpenAPI document: every address with its method,
 * summary, required scope, parameters, body and the error codes it can answer. Plain HTML with
 * no scripts, so it works on a machine without internet and in any browser.
 */

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: { type?: unknown } }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
  'x-scope'?: string;
}

interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function errorCodes(operation: Operation): string[] {
  const codes: string[] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (Number(status) < 400) continue;
    const schema = response.content?.['application/json']?.schema as
      | { properties?: { code?: { enum?: string[] } } }
      | undefined;
    for (const code of schema?.properties?.code?.enum ?? []) codes.push(`${status} ${code}`);
  }
  return codes;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const sections: string[] = [];
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const params = (operation.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})${p.description ? ` — ${escapeHtml(p.description)}` : ''}</li>`,
        )
        .join('');
      const codes = errorCodes(operation)
        .map((c) => `<code>${escapeHtml(c)}</code>`)
        .join(' ');
      const scope = operation['x-scope'];
      sections.push(`<section id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
${scope ? `<p>Scope: <code>${escapeHtml(scope)}</code></p>` : ''}
${params ? `<ul>${params}</ul>` : ''}
${codes ? `<p>Errors: ${codes}</p>` : ''}
</section>`);
    }
  }
  const title = escapeHtml(document.info.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title} — API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
section{border-top:1px solid #ddd;padding:.5rem 0}.m{display:inline-block;min-width:4.5rem;font-weight:700}
code{background:#f4f4f4;padding:0 .25rem;border-radius:3px}</style></head>
<body><h1>${title} <small>${escapeHtml(document.info.version)}</small></h1>
${document.info.description ? `<p>${escapeHtml(document.info.description)}</p>` : ''}
<p>The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections.join('\n')}
</body></html>`;
}
