// A customer over the storefront's REST calls (and GraphQL for the heart), to give a journey's event favourites,
// carts and orders without walking the storefront.
import { randomUUID } from 'node:crypto';

export class CustomerApi {
  private constructor(
    private readonly baseURL: string,
    readonly eventSlug: string,
    private readonly token: string,
  ) {}

  /** A new session of a public gallery, as the storefront opens one. */
  static async open(baseURL: string, eventSlug: string): Promise<CustomerApi> {
    const response = await fetch(`${baseURL}/api/${eventSlug}/galeria-publica/criar-sessao`);
    const body = (await response.json()) as { accessTokenGaleria?: string };
    if (!body.accessTokenGaleria) throw new Error(`gallery session failed: ${JSON.stringify(body)}`);
    return new CustomerApi(baseURL, eventSlug, body.accessTokenGaleria);
  }

  private async rest(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseURL}/api/${this.eventSlug}/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}`, ...headers },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as Record<string, any> | null;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer ?? {};
  }

  /** The heart on a photo (its global id). */
  async favorite(photoId: string): Promise<void> {
    const response = await fetch(`${this.baseURL}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({
        query: `mutation($input: FavoritePhotoInput!) { addFavoritePhoto(input: $input) { __typename } }`,
        variables: { input: { photo: { id: photoId } } },
      }),
    });
    const result = (await response.json()) as { data?: { addFavoritePhoto: { __typename: string } } };
    if (result.data?.addFavoritePhoto.__typename !== 'AddFavoritePhotoPayload')
      throw new Error(`favourite failed: ${JSON.stringify(result)}`);
  }

  /** A photo (its public name) into the cart; '1' is the digital option. */
  async addToCart(photoName: string, optionId = '1'): Promise<void> {
    await this.rest('POST', 'carrinho/adicionar-imagem', {
      nomeImagem: photoName,
      idItemTabelaPreco: optionId,
    });
  }

  async savePersonalData(data: { nome: string; sobrenome: string; email: string }): Promise<void> {
    await this.rest('POST', 'carrinho/finalizar-pedido/dados-pessoais', {
      dadosPessoais: { ...data, whatsApp: '(11) 98765-4321', cpf: '529.982.247-25' },
    });
  }

  /** Pays by Pix (left pending): the order exists, waiting for payment. Returns its id. */
  async orderByPix(email: string): Promise<string> {
    const answer = await this.rest(
      'POST',
      'carrinho/processar-pagamento',
      { formData: { payment_method_id: 'pix', payment_type_id: 'bank_transfer', payer: { email } } },
      { 'X-Idempotency-Key': randomUUID() },
    );
    return String(answer.pedidoId);
  }
}
