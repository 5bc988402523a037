// GET /api/docs: the OpenAPI document (openapi.ts) as one readable page, grouped as the reference's tags are.
import { withSharedResolved } from './components.ts';
import { anchor, escapeHtml, page, prose } from './html.ts';
import type { OpenApiDocument } from './openapi.ts';

type Node = Record<string, unknown>;

const places: Record<string, string> = { path: 'caminho', query: 'consulta', header: 'cabeçalho' };

const schemesWords: Record<string, string> = {
  sessaoAdmin: 'Sessão do estúdio',
  tokenApi: 'Token de API',
  sessaoGaleria: 'Sessão da galeria',
};

const isNode = (value: unknown): value is Node =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function shapeName(reference: string): string {
  return reference.replace('#/components/schemas/', '');
}

/** A schema's type in a few words: `texto`, `Carrinho` (a link), `lista de Pedido`, `... ou nulo`. */
function typeWords(schema: Node): string {
  if (typeof schema.$ref === 'string') {
    const name = shapeName(schema.$ref);
    return `<a href="#formato-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Node[]).map(typeWords).join(' ou ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as Node[]).map(typeWords).join(' + ');
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[];
  const words = types.map((type) => {
    if (type === 'array') return `lista de ${isNode(schema.items) ? typeWords(schema.items) : 'valores'}`;
    const names: Record<string, string> = {
      string: 'texto',
      integer: 'inteiro',
      number: 'número',
      boolean: 'verdadeiro ou falso',
      object: 'objeto',
      null: 'nulo',
    };
    return names[type] ?? type;
  });
  const format = typeof schema.format === 'string' ? ` (${escapeHtml(schema.format)})` : '';
  return words.join(' ou ') + format;
}

/** The properties of an object schema (and of the schemas it nests), as a nested list. */
function schemaTree(schema: Node): string {
  if (Array.isArray(schema.allOf)) return (schema.allOf as Node[]).map(schemaTree).join('');
  if (Array.isArray(schema.anyOf)) {
    const inner = (schema.anyOf as Node[]).find((option) => option.type !== 'null');
    return inner ? schemaTree(inner) : '';
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array') && isNode(schema.items)) return schemaTree(schema.items);
  if (!isNode(schema.properties)) return '';
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const lines = Object.entries(schema.properties as Record<string, Node>).map(([name, property]) => {
    const values = Array.isArray(property.enum)
      ? ` <span class="muted">um de: ${(property.enum as unknown[])
          .map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`)
          .join(', ')}</span>`
      : '';
    const words = typeof property.description === 'string' ? ` — ${escapeHtml(property.description)}` : '';
    const optional = required.has(name) ? '' : ' <span class="muted">(opcional)</span>';
    return `<li><code>${escapeHtml(name)}</code> <span class="type">${typeWords(property)}</span>${optional}${words}${values}${schemaTree(property)}</li>`;
  });
  return `<ul class="schema">${lines.join('')}</ul>`;
}

function schemaBlock(schema: Node): string {
  const words = typeof schema.description === 'string' ? ` — ${escapeHtml(schema.description)}` : '';
  return `<p><span class="type">${typeWords(schema)}</span>${words}</p>${schemaTree(schema)}`;
}

function contentBlock(content: unknown): string {
  if (!isNode(content)) return '';
  return Object.entries(content)
    .map(([type, media]) => {
      const schema = isNode(media) && isNode(media.schema) ? media.schema : null;
      return `<div><span class="muted">${escapeHtml(type)}</span>${schema ? schemaBlock(schema) : ''}</div>`;
    })
    .join('');
}

function securityWords(security: unknown): string {
  const requirements = Array.isArray(security) ? (security as Node[]) : [];
  if (!requirements.length) return 'Qualquer um (sem login).';
  const optional = requirements.some((requirement) => !Object.keys(requirement).length);
  const words = requirements
    .filter((requirement) => Object.keys(requirement).length)
    .map((requirement) =>
      Object.entries(requirement)
        .map(([scheme, scopes]) => {
          const listed =
            Array.isArray(scopes) && scopes.length ? ` com o escopo <code>${scopes.join(', ')}</code>` : '';
          return `${escapeHtml(schemesWords[scheme] ?? scheme)}${listed}`;
        })
        .join(' e '),
    )
    .join('; ou ');
  return optional ? `O código do link (na consulta), ou: ${words}.` : `${words}.`;
}

function parametersTable(parameters: Node[]): string {
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(String(parameter.name))}</code></td><td>${places[String(parameter.in)] ?? ''}</td><td>${
        parameter.required ? 'sim' : 'não'
      }</td><td>${escapeHtml(String(parameter.description ?? ''))}</td></tr>`,
  );
  return `<table><thead><tr><th>Nome</th><th>Onde</th><th>Obrigatório</th><th>Descrição</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function responsesBlock(responses: Node): string {
  return Object.entries(responses)
    .map(([status, response]) => {
      const answer = isNode(response) ? response : {};
      const headers = isNode(answer.headers)
        ? `<p class="muted">Cabeçalhos: ${Object.keys(answer.headers)
            .map((name) => `<code>${escapeHtml(name)}</code>`)
            .join(', ')}</p>`
        : '';
      return `<li><span class="status">${escapeHtml(status)}</span> ${escapeHtml(String(answer.description ?? ''))}${headers}${contentBlock(answer.content)}</li>`;
    })
    .join('');
}

function operationBlock(method: string, path: string, operation: Node): string {
  const id = anchor(method, path);
  const parameters = Array.isArray(operation.parameters) ? (operation.parameters as Node[]) : [];
  const body = isNode(operation.requestBody) ? operation.requestBody : null;
  const graphql = isNode(operation['x-graphql']) ? operation['x-graphql'] : null;
  return `<section class="item" id="${id}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method)}</span><code>${escapeHtml(path)}</code></h3>
<p><strong>${escapeHtml(String(operation.summary ?? ''))}</strong></p>
${typeof operation.description === 'string' ? prose(operation.description) : ''}
<h4>Quem pode chamar</h4><p>${securityWords(operation.security)}</p>
${parameters.length ? `<h4>Parâmetros</h4>${parametersTable(parameters)}` : ''}
${body ? `<h4>Corpo</h4>${typeof body.description === 'string' ? `<p>${escapeHtml(body.description)}</p>` : ''}${contentBlock(body.content)}` : ''}
<h4>Respostas</h4><ul class="schema">${responsesBlock(isNode(operation.responses) ? operation.responses : {})}</ul>
${graphql ? `<p class="muted">Na API GraphQL: ${(graphql.campos as string[]).map((field) => `<code>${escapeHtml(field)}</code>`).join(', ')} (operação ${escapeHtml(String(graphql.operacao))}).</p>` : ''}
</section>`;
}

/** The page of the document: its words, how to authenticate, every operation by tag, the shared shapes. */
export function openApiPage(document: OpenApiDocument): string {
  const info = document.info as Node;
  const tags = (document.tags as { name: string; description?: string }[]) ?? [];
  const components = (document.components ?? {}) as Node;
  const schemes = (components.securitySchemes ?? {}) as Record<string, Node>;
  const shapes = (components.schemas ?? {}) as Record<string, Node>;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      // The shared answers, parameters and headers written out where used, as the page shows them.
      operation: withSharedResolved(document, operation),
    })),
  );
  const byTag = tags.map((tag) => ({
    tag,
    operations: operations.filter(
      ({ operation }) => (operation.tags as string[] | undefined)?.[0] === tag.name,
    ),
  }));
  const navigation = [
    `<h2>Revela</h2><ul><li><a href="#autenticacao">Autenticação</a></li><li><a href="/api/docs/graphql">API GraphQL</a></li><li><a href="/api/openapi.json">OpenAPI (JSON)</a></li></ul>`,
    ...byTag.map(
      ({ tag, operations: listed }) =>
        `<h2><a href="#${anchor('grupo', tag.name)}">${escapeHtml(tag.name)}</a></h2><ul>${listed
          .map(
            ({ method, path }) =>
              `<li><a href="#${anchor(method, path)}"><span class="muted">${escapeHtml(method)}</span> ${escapeHtml(path)}</a></li>`,
          )
          .join('')}</ul>`,
    ),
    `<h2><a href="#formatos">Formatos</a></h2><ul>${Object.keys(shapes)
      .map((name) => `<li><a href="#formato-${anchor(name)}">${escapeHtml(name)}</a></li>`)
      .join('')}</ul>`,
  ].join('');
  const content = [
    `<h1>${escapeHtml(String(info.title))}</h1>`,
    `<p class="muted">OpenAPI ${escapeHtml(document.openapi)} · <a href="/api/openapi.json">/api/openapi.json</a> · <a href="/api/docs/graphql">Referência da API GraphQL</a></p>`,
    prose(String(info.description ?? '')),
    `<h2 id="autenticacao">Autenticação</h2><table><thead><tr><th>Esquema</th><th>Como</th><th>Descrição</th></tr></thead><tbody>${Object.entries(
      schemes,
    )
      .map(
        ([name, scheme]) =>
          `<tr><td>${escapeHtml(schemesWords[name] ?? name)}</td><td><code>Authorization: Bearer ${escapeHtml(String(scheme.bearerFormat ?? '<token>'))}</code></td><td>${escapeHtml(String(scheme.description ?? ''))}</td></tr>`,
      )
      .join('')}</tbody></table>`,
    ...byTag.map(
      ({ tag, operations: listed }) =>
        `<h2 id="${anchor('grupo', tag.name)}">${escapeHtml(tag.name)}</h2>${tag.description ? `<p>${escapeHtml(tag.description)}</p>` : ''}${listed
          .map(({ method, path, operation }) => operationBlock(method, path, operation))
          .join('\n')}`,
    ),
    `<h2 id="formatos">Formatos</h2><p>As formas que várias respostas compartilham.</p>${Object.entries(
      shapes,
    )
      .map(
        ([name, schema]) =>
          `<section class="item" id="formato-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock(schema)}</section>`,
      )
      .join('\n')}`,
  ].join('\n');
  return page(String(info.title), navigation, content);
}
