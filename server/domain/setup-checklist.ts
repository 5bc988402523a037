// What a studio sets up before selling well (the dashboard's checklist): prices, address, Mercado Pago, watermark
// and logo. The checklist goes away once every step is done.
import { type Address, isCompleteAddress } from './address.ts';

export type SetupStep = 'PRICES' | 'ADDRESS' | 'MERCADO_PAGO' | 'WATERMARK' | 'LOGO';

export interface SetupFacts {
  /** Lines in the studio's saved price tables (/adm/tabela-tamanho-preco). */
  savedPriceItems: number;
  address: Address;
  mercadoPagoPublicKey: string | null;
  /** Whether an access token is stored (it is kept encrypted; its value does not matter here). */
  mercadoPagoAccessToken: boolean;
  watermark: boolean;
  logo: boolean;
}

export interface SetupItem {
  step: SetupStep;
  label: string;
  done: boolean;
}

export const setupStepLabels: Record<SetupStep, string> = {
  PRICES: 'Cadastrar a tabela de tamanhos e preços',
  ADDRESS: 'Informar o endereço do estúdio',
  MERCADO_PAGO: 'Conectar o Mercado Pago',
  WATERMARK: "Enviar a marca d'água",
  LOGO: 'Enviar a logomarca',
};

export function setupChecklistOf(facts: SetupFacts): SetupItem[] {
  const done: Record<SetupStep, boolean> = {
    PRICES: facts.savedPriceItems > 0,
    ADDRESS: isCompleteAddress(facts.address),
    MERCADO_PAGO: Boolean(facts.mercadoPagoPublicKey && facts.mercadoPagoAccessToken),
    WATERMARK: facts.watermark,
    LOGO: facts.logo,
  };
  return (Object.keys(setupStepLabels) as SetupStep[]).map((step) => ({
    step,
    label: setupStepLabels[step],
    done: done[step],
  }));
}
