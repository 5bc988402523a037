// A studio's admin (the demo studio's unless another logs in), over the real API, to set up what a journey needs (events, photos, gallery settings).
import { renderLandscapeJpeg } from '../../../server/services/images/generated-pictures.ts';

export const demoAdmin = { email: 'demo@revela.local', password: 'revela-demo' };

export interface GallerySettings {
  deliveryFormat: 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';
  mode?: 'NORMAL' | 'DELIVERY_ONLY' | 'PREPAID_PACKAGE';
  digitalPrice?: string;
  digitalDelivery?: 'AUTOMATIC' | 'SEMI_AUTOMATIC';
  accessKey?: string;
  packagePhotoCount?: number;
  authorizedPeople?: { name: string; password: string }[];
  printedItems?: { width: string; height: string; price?: string; weightGrams?: string }[];
  pickup?: boolean;
  shipping?: boolean;
  shippingPayer?: 'CUSTOMER' | 'STUDIO';
}

/** The pixel size of the generated photo at an index of the upload. */
export type PhotoSize = (index: number) => { width: number; height: number };
const landscape: PhotoSize = () => ({ width: 1200, height: 800 });

let sequence = 0;

export class AdminApi {
  private constructor(
    private readonly baseURL: string,
    readonly token: string,
  ) {}

  /** Logs in to the studio at `baseURL`: the demo studio's owner unless another studio's `admin` is given. */
  static async logIn(
    baseURL: string,
    admin: { email: string; password: string } = demoAdmin,
  ): Promise<AdminApi> {
    const response = await fetch(`${baseURL}/api/estudio/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: admin.email, senha: admin.password }),
    });
    const body = (await response.json()) as { token?: string };
    if (!body.token) throw new Error(`admin login failed: ${JSON.stringify(body)}`);
    return new AdminApi(baseURL, body.token);
  }

  async graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.baseURL}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const result = (await response.json()) as { data?: T; errors?: unknown };
    if (!result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
    return result.data;
  }

  /**
   * A new event of the demo studio; its urlEvento. New events are drafts: it is published for customers unless
   * `draft` asks to keep it one.
   */
  async createEvent(
    name: string,
    deliveryFormat: GallerySettings['deliveryFormat'],
    options: { draft?: boolean; eventDate?: string; exactName?: boolean } = {},
  ): Promise<string> {
    const data = await this.graphql(
      `mutation($input: CreateEventInput!) { createEvent(input: $input) {
        __typename ... on Error { message } ... on CreateEventPayload { event { slug } } } }`,
      {
        input: {
          name: options.exactName ? name : `${name} ${Date.now().toString(36)}${++sequence}`,
          deliveryFormat,
          eventDate: options.eventDate ?? null,
        },
      },
    );
    if (data.createEvent.__typename !== 'CreateEventPayload') throw new Error(data.createEvent.message);
    const slug = data.createEvent.event.slug as string;
    if (!options.draft) await this.publish(slug);
    return slug;
  }

  /** Opens the event to customers (or, with false, turns it back into a draft). */
  async publish(eventSlug: string, published = true): Promise<void> {
    const data = await this.graphql(
      `mutation($input: SetEventPublishedInput!) { setEventPublished(input: $input) {
        __typename ... on Error { message } } }`,
      { input: { event: { slug: eventSlug }, published } },
    );
    if (data.setEventPublished.__typename !== 'SetEventPublishedPayload') {
      throw new Error(data.setEventPublished.message);
    }
  }

  /** Generated photos (sharp), uploaded one request each, then waited for until rendered. */
  async uploadPhotos(eventSlug: string, count: number, size: PhotoSize = landscape): Promise<string[]> {
    const names: string[] = [];
    for (let index = 0; index < count; index++) {
      const name = `IMG_${String(index + 1).padStart(4, '0')}.jpg`;
      const { width, height } = size(index);
      const bytes = await renderLandscapeJpeg(width, height, 500 + sequence * 10 + index);
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: `mutation($input: UploadPhotoInput!) { uploadPhoto(input: $input) {
            __typename ... on Error { message } ... on UploadPhotoPayload { photo { name } } } }`,
          variables: { input: { event: { slug: eventSlug }, file: null } },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
      form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
      const response = await fetch(`${this.baseURL}/graphql`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.token}` },
        body: form,
      });
      const result = (await response.json()) as {
        data?: { uploadPhoto: { __typename: string; message?: string } };
      };
      if (result.data?.uploadPhoto.__typename !== 'UploadPhotoPayload') {
        throw new Error(`upload failed: ${JSON.stringify(result)}`);
      }
      names.push(name);
    }
    await this.waitUntilRendered(eventSlug);
    return names;
  }

  /** Photos are rendered by the worker after upload; customers see them once they are ready. */
  async waitUntilRendered(eventSlug: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const data = await this.graphql(
        `query($slug: String!) { studio { event(slug: $slug) { photos(first: 500) { edges { node { status } } } } } }`,
        { slug: eventSlug },
      );
      const statuses = data.studio.event.photos.edges.map(
        (edge: { node: { status: string } }) => edge.node.status,
      );
      if (statuses.every((status: string) => status !== 'PROCESSING')) return;
      if (Date.now() > deadline) throw new Error(`photos of ${eventSlug} still processing`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async configure(eventSlug: string, settings: GallerySettings): Promise<void> {
    const data = await this.graphql(
      `mutation($input: UpdateGallerySettingsInput!) { updateGallerySettings(input: $input) {
        __typename ... on Error { message } } }`,
      { input: { event: { slug: eventSlug }, mode: 'NORMAL', ...settings } },
    );
    if (data.updateGallerySettings.__typename !== 'UpdateGallerySettingsPayload') {
      throw new Error(data.updateGallerySettings.message);
    }
  }

  /** Gives the event a cover (a generated landscape), uploaded as the admin's cover button does. */
  async setCover(eventSlug: string): Promise<void> {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: `mutation($input: SetEventCoverInput!) { setEventCover(input: $input) {
          __typename ... on Error { message } } }`,
        variables: { input: { event: { slug: eventSlug }, file: null } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    const bytes = await renderLandscapeJpeg(1200, 800, 900 + ++sequence);
    form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'capa.jpg');
    const response = await fetch(`${this.baseURL}/graphql`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}` },
      body: form,
    });
    const result = (await response.json()) as { data?: { setEventCover: { __typename: string } } };
    if (result.data?.setEventCover.__typename !== 'SetEventCoverPayload') {
      throw new Error(`cover failed: ${JSON.stringify(result)}`);
    }
  }

  /** Sets the secret Mercado Pago signs notifications with, keeping the demo credentials. */
  async setWebhookSecret(secret: string): Promise<void> {
    const { studio } = await this.graphql(`{ studio { mercadoPago { publicKey accessTokenPlaceholder } } }`);
    const data = await this.graphql(
      `mutation($input: UpdateMercadoPagoCredentialsInput!) { updateMercadoPagoCredentials(input: $input) {
        __typename ... on Error { message } } }`,
      {
        input: {
          publicKey: studio.mercadoPago.publicKey,
          accessToken: studio.mercadoPago.accessTokenPlaceholder,
          webhookSecret: secret,
        },
      },
    );
    if (data.updateMercadoPagoCredentials.__typename !== 'UpdateMercadoPagoCredentialsPayload') {
      throw new Error(data.updateMercadoPagoCredentials.message);
    }
  }

  /** An event with photos and settings, ready for a customer. */
  async gallery(name: string, settings: GallerySettings, photos = 4, size?: PhotoSize): Promise<string> {
    const slug = await this.createEvent(name, settings.deliveryFormat);
    await this.uploadPhotos(slug, photos, size);
    await this.configure(slug, settings);
    return slug;
  }
}
