// Renders an OpenAPI 3.1 document as one HTML page: a contents list by tag, each operation with
// its parameters, body and answers, and every shared schema as a table of its fields.
import { escapeHtml } from '../lib/escape-html';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, { description?: string }> };
}

/** Markdown-ish `code` spans in descriptions become <code>. */
function prose(text: string | undefined): string {
  return text ? escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>') : '';
}

function refName(ref: string): string {
  return ref.replace('#/components/schemas/', '');
}

/** A one-line type: 'string (uuid)', 'array of OrderItem', 'one of: …', with links to schemas. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return options.map(typeOf).join(' or ');
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  const type = schema.type;
  if (type === 'array') return `array of ${typeOf(schema.items as Schema)}`;
  if (Array.isArray(type)) return type.map((entry) => typeOf({ ...schema, type: entry })).join(' or ');
  const format = schema.format ? ` (${escapeHtml(schema.format)})` : '';
  return `${escapeHtml(type ?? 'object')}${format}`;
}

/** Limits worth knowing: lengths, ranges, patterns, defaults. */
function constraints(schema: Schema): string {
  const parts: string[] = [];
  const add = (key: string, label: string) => {
    if (schema[key] !== undefined) parts.push(`${label} ${escapeHtml(JSON.stringify(schema[key]))}`);
  };
  add('minLength', 'min length');
  add('maxLength', 'max length');
  add('minimum', 'min');
  add('maximum', 'max');
  add('minItems', 'min items');
  add('maxItems', 'max items');
  add('default', 'default');
  if (typeof schema.pattern === 'string') parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  return parts.join('; ');
}

/** An object's fields as a table; nested objects get their own table, up to a few levels. */
function fieldsTable(schema: Schema, depth = 0): string {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (!properties || Object.keys(properties).length === 0) {
    return `<p class="type">${typeOf(schema)}</p>`;
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, field]) => {
    const nested =
      field.type === 'object' && field.properties && depth < 3 ? fieldsTable(field, depth + 1) : '';
    const notes = [prose(field.description as string | undefined), constraints(field)]
      .filter(Boolean)
      .join('<br>');
    return `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${nested || typeOf(field)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${notes}</td></tr>`;
  });
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function operationSection(method: string, path: string, operation: Operation): string {
  const parts = [
    `<section class="operation" id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-title">`,
    `<h3 id="${escapeHtml(operation.operationId)}-title"><span class="method method--${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${prose(operation.summary)}</p>`,
  ];
  if (operation.security?.length) {
    parts.push(
      `<p class="auth">Needs: ${operation.security.flatMap(Object.keys).map(escape).join(', ')}</p>`,
    );
  }
  // The details fold away, so the page reads as a list of calls and stays light to render.
  parts.push('<details><summary>Parameters, body and answers</summary>');
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (parameter) =>
        `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}</td><td>${typeOf(parameter.schema)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${prose(parameter.description)}</td></tr>`,
    );
    parts.push(
      `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  for (const [mediaType, body] of Object.entries(operation.requestBody?.content ?? {})) {
    parts.push(
      `<h4>Body <span class="media">${escapeHtml(mediaType)}</span></h4>${fieldsTable(body.schema)}`,
    );
  }
  const answers = Object.entries(operation.responses).map(([status, answer]) => {
    const schema = answer.content?.['application/json']?.schema;
    return `<li><strong>${escapeHtml(status)}</strong>: ${prose(answer.description)}${schema ? ` <span class="type">${typeOf(schema)}</span>` : ''}${schema?.properties ? fieldsTable(schema, 1) : ''}</li>`;
  });
  parts.push(`<h4>Answers</h4><ul class="answers">${answers.join('')}</ul>`, '</details>', '</section>');
  return parts.join('\n');
}

/** The whole page. */
export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const tagInfo = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const contents = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a><ul>${operations
          .map(
            ({ method, path, operation }) =>
              `<li><a href="#${escapeHtml(operation.operationId)}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2><p>${prose(tagInfo.get(tag))}</p>${operations
          .map(({ method, path, operation }) => operationSection(method, path, operation))
          .join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, schema]) =>
        `<details class="schema" id="schema-${escapeHtml(name)}"><summary><h3>${escapeHtml(name)}</h3></summary><p>${prose(schema.description as string | undefined)}</p>${fieldsTable(schema)}</details>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="stylesheet" href="/gateway/docs/reference.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header>
<h1>${escapeHtml(document.info.title)} <span class="version">${escapeHtml(document.info.version)}</span></h1>
<p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="/gateway/docs/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
</header>
<nav aria-label="Contents"><h2>Contents</h2><ul>${contents}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main id="main">
${sections}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>`;
}

export const REFERENCE_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #fff; }
body { margin: 0 auto; max-width: 1100px; padding: 24px 16px 64px; line-height: 1.5; }
a { color: #1a56db; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.92em; background: #f3f4f6; padding: 1px 4px; border-radius: 4px; }
h1 .version { font-size: 0.55em; color: #4b5563; font-weight: 600; }
nav ul { padding-left: 20px; }
/* Long paths wrap, so on a phone no line runs under its neighbours' links. */
nav a, summary, code { overflow-wrap: anywhere; }
.operation, .schema { border: 1px solid #d5d8dc; border-radius: 10px; padding: 12px 16px; margin: 16px 0; }
summary { cursor: pointer; font-weight: 600; }
summary h3 { display: inline; font-size: 1.05em; }
.method { display: inline-block; min-width: 56px; text-align: center; border-radius: 6px; padding: 2px 8px; color: #fff; font-size: 0.85em; }
.method--post { background: #1d6b43; } .method--get { background: #1a4fb3; } .method--put { background: #8a4b00; } .method--delete { background: #9b1c1c; } .method--patch { background: #6b3fa0; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 0.92em; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #e5e7eb; padding: 6px 8px; overflow-wrap: anywhere; }
thead th { background: #f9fafb; }
.auth, .media, .type { color: #4b5563; }
.answers li { margin: 6px 0; }
.skip { position: absolute; left: 8px; top: -40px; background: #fff; padding: 6px 10px; }
.skip:focus { top: 8px; }
`;
