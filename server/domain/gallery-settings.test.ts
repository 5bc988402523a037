import { describe, expect, it } from 'vitest';
import {
  type GallerySettingsInput,
  planGallerySettings,
  suggestGalleryPassword,
} from './gallery-settings.ts';
import { parsePriceItem } from './price-items.ts';

const withAddress = { hasAddress: true };
const printed: GallerySettingsInput = {
  deliveryFormat: 'PRINTED',
  mode: 'NORMAL',
  printedItems: [{ height: '15', width: '10', price: '15,00' }],
  pickup: true,
};

describe('planGallerySettings', () => {
  it('reads the digital price with a comma and keeps the release option', () => {
    const settings = planGallerySettings(
      {
        deliveryFormat: 'DIGITAL',
        mode: 'NORMAL',
        digitalPrice: '12,50',
        digitalDelivery: 'SEMI_AUTOMATIC',
        accessKey: ' segredo ',
      },
      withAddress,
    );
    expect(settings).toMatchObject({
      digitalPriceCents: 1250,
      digitalDelivery: 'SEMI_AUTOMATIC',
      accessKey: 'segredo',
    });
  });

  it('makes a blank key a public gallery', () => {
    expect(
      planGallerySettings(
        { deliveryFormat: 'DIGITAL', mode: 'NORMAL', digitalPrice: '1', accessKey: '  ' },
        withAddress,
      ).accessKey,
    ).toBeNull();
  });

  it('fills defaults on printed lines: cm and 10 g', () => {
    const settings = planGallerySettings(printed, withAddress);
    expect(settings.printedItems).toEqual([
      { format: 'PRINTED', height: 15, width: 10, unit: 'CM', weightGrams: 10, priceCents: 1500 },
    ]);
    expect(settings).toMatchObject({
      pickupEnabled: true,
      shippingEnabled: false,
      shippingPayer: 'CUSTOMER',
    });
  });

  it.each<[string, GallerySettingsInput, string]>([
    [
      'no digital price',
      { deliveryFormat: 'DIGITAL', mode: 'NORMAL' },
      'Informe o preço da foto digital com números, como 12,50.',
    ],
    [
      'a price with letters',
      { deliveryFormat: 'DIGITAL', mode: 'NORMAL', digitalPrice: 'doze' },
      'Informe o preço da foto digital com números, como 12,50.',
    ],
    [
      'an empty printed table',
      { ...printed, printedItems: [] },
      'Adicione pelo menos um tamanho à tabela de preços das fotos impressas.',
    ],
    [
      'no way to receive prints',
      { ...printed, pickup: false, shipping: false },
      'Escolha como o cliente recebe as fotos impressas: retirada, envio ou os dois.',
    ],
    [
      'a bad line',
      {
        ...printed,
        printedItems: [
          { height: '15', width: '10', price: '15,00' },
          { height: 'x', width: '10', price: '1' },
        ],
      },
      'Tabela de preços, linha 2: informe altura e largura com números, como 15 ou 12,7',
    ],
    [
      'a package without a size',
      { deliveryFormat: 'DIGITAL', mode: 'PREPAID_PACKAGE', digitalPrice: '5' },
      'Informe quantas fotos o pacote pré-pago inclui (um número a partir de 1).',
    ],
    [
      'a package without people',
      { deliveryFormat: 'DIGITAL', mode: 'PREPAID_PACKAGE', digitalPrice: '5', packagePhotoCount: 10 },
      'Adicione pelo menos uma pessoa autorizada a acessar a galeria do pacote.',
    ],
    [
      'two people with one password',
      {
        deliveryFormat: 'DIGITAL',
        mode: 'PREPAID_PACKAGE',
        digitalPrice: '5',
        packagePhotoCount: 10,
        authorizedPeople: [{ password: 'abcd' }, { name: 'Ana', password: 'abcd' }],
      },
      'Cada pessoa autorizada precisa de uma senha diferente.',
    ],
  ])('refuses %s', (_label, input, message) => {
    expect(() => planGallerySettings(input, withAddress)).toThrow(message);
  });

  it('sends to the address page when shipping is offered without a studio address', () => {
    try {
      planGallerySettings({ ...printed, shipping: true, shippingPayer: 'STUDIO' }, { hasAddress: false });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ link: '/adm/dados-cadastrais', linkText: 'Cadastrar endereço' });
    }
    expect(
      planGallerySettings({ ...printed, shipping: true, shippingPayer: 'STUDIO' }, withAddress).shippingPayer,
    ).toBe('STUDIO');
  });

  it('asks no prices in delivery-only mode', () => {
    const settings = planGallerySettings(
      {
        deliveryFormat: 'DIGITAL_AND_PRINTED',
        mode: 'DELIVERY_ONLY',
        printedItems: [{ height: '15', width: '10' }],
        pickup: true,
      },
      withAddress,
    );
    expect(settings.digitalPriceCents).toBeNull();
    expect(settings.printedItems[0]!.priceCents).toBe(0);
  });

  it('gives the prepaid package its people, suggesting missing passwords, and no gallery key', () => {
    const settings = planGallerySettings(
      {
        deliveryFormat: 'DIGITAL',
        mode: 'PREPAID_PACKAGE',
        digitalPrice: '5',
        packagePhotoCount: 10,
        accessKey: 'ignorada',
        authorizedPeople: [{ name: ' Ana ', password: 'ab12' }, { name: '' }],
      },
      withAddress,
    );
    expect(settings.accessKey).toBeNull();
    expect(settings.authorizedPeople[0]).toEqual({ name: 'Ana', password: 'ab12' });
    expect(settings.authorizedPeople[1]!.password).toMatch(/^[a-z2-9]{4}$/);
  });
});

describe('suggestGalleryPassword', () => {
  it('has 4 characters without look-alikes', () => {
    for (let i = 0; i < 200; i++)
      expect(suggestGalleryPassword()).toMatch(/^[abcdefghjkmnpqrstuvwxyz2-9]{4}$/);
  });
});

describe('parsePriceItem', () => {
  it('gives the digital option px and no weight', () => {
    expect(parsePriceItem({ format: 'DIGITAL', price: '9,90' })).toEqual({
      format: 'DIGITAL',
      height: 0,
      width: 0,
      unit: 'PX',
      weightGrams: null,
      priceCents: 990,
    });
  });
});
