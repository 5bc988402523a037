// gallerySettingsSchema: the admin form's resolver refuses what planGallerySettings refuses, on the field at fault.
import { describe, expect, it } from 'vitest';
import {
  type GallerySettingsInput,
  gallerySettingsSchema,
  suggestGalleryPassword,
} from './gallery-settings.ts';

const schema = gallerySettingsSchema({ hasAddress: false });
const refusal = (input: GallerySettingsInput) => {
  const result = schema.safeParse(input);
  return result.success
    ? null
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('gallerySettingsSchema', () => {
  it('passes the settings planGallerySettings accepts, normalised', () => {
    const result = schema.parse({ deliveryFormat: 'DIGITAL', mode: 'NORMAL', digitalPrice: '12,50' });
    expect(result).toMatchObject({ digitalPriceCents: 1250, accessKey: null });
  });

  it.each<[GallerySettingsInput, string, string]>([
    [
      { deliveryFormat: 'DIGITAL', mode: 'NORMAL' },
      'digitalPrice',
      'Informe o preço da foto digital com números, como 12,50.',
    ],
    [
      { deliveryFormat: 'DIGITAL', mode: 'NORMAL', digitalPrice: '1', accessKey: 'x'.repeat(65) },
      'accessKey',
      'A senha da galeria pode ter até 64 caracteres.',
    ],
    [
      { deliveryFormat: 'DIGITAL', mode: 'PREPAID_PACKAGE', digitalPrice: '1', authorizedPeople: [{}] },
      'packagePhotoCount',
      'Informe quantas fotos o pacote pré-pago inclui (um número a partir de 1).',
    ],
    [
      {
        deliveryFormat: 'DIGITAL',
        mode: 'PREPAID_PACKAGE',
        packagePhotoCount: 3,
        digitalPrice: '1',
        authorizedPeople: [{ password: 'abcd' }, { password: 'wxyz' }, { password: 'abcd' }],
      },
      'authorizedPeople.2.password',
      'Cada pessoa autorizada precisa de uma senha diferente.',
    ],
    [
      {
        deliveryFormat: 'PRINTED',
        mode: 'NORMAL',
        printedItems: [
          { width: '10', height: '15', price: '5' },
          { width: 'x', height: '15', price: '5' },
        ],
        pickup: true,
      },
      'printedItems.1',
      'Tabela de preços, linha 2: informe altura e largura com números, como 15 ou 12,7',
    ],
    [
      { deliveryFormat: 'PRINTED', mode: 'NORMAL', printedItems: [] },
      'printedItems',
      'Adicione pelo menos um tamanho à tabela de preços das fotos impressas.',
    ],
    [
      {
        deliveryFormat: 'PRINTED',
        mode: 'NORMAL',
        printedItems: [{ width: '10', height: '15', price: '5' }],
      },
      'pickup',
      'Escolha como o cliente recebe as fotos impressas: retirada, envio ou os dois.',
    ],
  ])('refuses %j on its field', (input, path, message) => {
    expect(refusal(input)).toEqual({ path, message });
  });

  it('suggests passwords from the alphabet without look-alikes', () => {
    for (let round = 0; round < 50; round++) expect(suggestGalleryPassword()).toMatch(/^[a-hjkmnp-z2-9]{4}$/);
  });
});
