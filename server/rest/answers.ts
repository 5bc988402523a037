// The documented answer shapes: { mensagem: { texto } } for messages and errors, JSON for data.
import { httpStatusOfTypeName } from '../domain/error-catalogue.ts';
import type { RestAnswer } from './route.ts';

export const fallbackMessage =
  'Algo deu errado. Tente novamente. Se o erro persistir, entre em contato conosco pelo botão WhatsApp localizado no rodapé da página para obter ajuda';

export function message(status: number, texto: string): RestAnswer {
  return { status, body: { mensagem: { texto } } };
}

export function ok(body: unknown): RestAnswer {
  return { status: 200, body };
}

interface TypedResult {
  __typename?: string;
  message?: string;
  link?: string | null;
  linkText?: string | null;
}

export function isTypedError(result: { __typename?: string } | null | undefined): boolean {
  return Boolean(result?.__typename?.endsWith('Error'));
}

/** The documented error answer when a result is one of the schema's typed errors; null for a success. */
export function errorAnswer(result: TypedResult | null | undefined): RestAnswer | null {
  if (!result || !isTypedError(result)) return null;
  const status = httpStatusOfTypeName(result.__typename!);
  const texto = result.message ?? fallbackMessage;
  // Settings errors may point to the page that solves them (an alert with a link).
  const link = result.link ? { link: result.link, textoDoLink: result.linkText ?? result.link } : {};
  return { status, body: { mensagem: { texto, ...link } } };
}

/**
 * The answer of a mutation result: the typed error's answer, or `success(result)` when it is not an error.
 * Results are unions; the success member is the one without "Error" in its name.
 */
export function mutationAnswer<T extends { __typename?: string }>(
  result: T,
  success: (result: Exclude<T, { __typename?: `${string}Error` }>) => RestAnswer,
): RestAnswer {
  return (
    errorAnswer(result as TypedResult) ?? success(result as Exclude<T, { __typename?: `${string}Error` }>)
  );
}

/** { mensagem: { texto } } with the payload's message. */
export function payloadMessage(result: { message?: string }): RestAnswer {
  return message(200, result.message ?? '');
}

/** { mensagem: "texto" }: the plain-string form some price-table calls use. */
export function plainMessage(status: number, texto: string): RestAnswer {
  return { status, body: { mensagem: texto } };
}

/** A photo taken: the message and the photo as the admin's upload calls answer it (raw body and resumable). */
export function uploadedPhotoBody(
  texto: string,
  photo: { name: string; originalName: string; width: number; height: number },
) {
  return {
    mensagem: { texto },
    imagem: {
      nome: photo.name,
      nomeOriginal: photo.originalName,
      largura: photo.width,
      altura: photo.height,
    },
  };
}
