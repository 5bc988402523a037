// Builds the services the context carries, from configuration.
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { Services } from '../context.ts';
import type { Db } from '../database/database.ts';
import { createCaptchaVerifier } from './auth/captcha.ts';
import { createMailer } from './mail/mailer.ts';
import { createEmailDispatcher } from './mail/outbox.ts';
import { createWatermarkRenderer } from './media/watermark-renderer.ts';
import { createMercadoPagoGateway } from './payments/mercado-pago-gateway.ts';
import { startFakeMercadoPago } from './payments/simulated-mercado-pago.ts';
import { createPostalCodeLookup } from './postal-codes/postal-code-lookup.ts';
import { loadSecrets } from './secrets.ts';
import { createShippingQuoter } from './shipping/shipping-quoter.ts';
import { createLocalFileStorage } from './storage/file-storage.ts';

export interface ServiceOptions {
  db: Db;
  log?: (line: string) => void;
}

export type ServiceConfig = Pick<
  AppConfig,
  'dataDir' | 'secretKey' | 'captcha' | 'smtpUrl' | 'mailFrom' | 'mercadoPago' | 'shipping' | 'postalCodes'
>;

export async function createServices(config: ServiceConfig, options: ServiceOptions): Promise<Services> {
  const log = options.log ?? ((line: string) => console.log(line));
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  // Outside production, with no Mercado Pago address given, a local simulation takes the payments (no charges).
  const simulation =
    config.mercadoPago.mode === 'simulated'
      ? await startFakeMercadoPago({ log, port: config.mercadoPago.simulatorPort })
      : null;
  if (simulation)
    log(`Payments are simulated by a local Mercado Pago at ${simulation.url}: no real charges are made.`);
  if (config.shipping.provider === 'simulated')
    log('Shipping quotes are simulated (set SHIPPING_PROVIDER for real ones).');
  const watermarks = createWatermarkRenderer({ db: options.db, storage, log });
  const mail = createEmailDispatcher({ db: options.db, log, mailer });
  return {
    storage,
    secrets: await loadSecrets(config),
    captcha: createCaptchaVerifier(config.captcha, log),
    watermarks,
    mail,
    mailer,
    payments: createMercadoPagoGateway({ apiUrl: simulation?.url ?? config.mercadoPago.apiUrl }),
    shipping: createShippingQuoter(config.shipping),
    postalCodes: createPostalCodeLookup(config.postalCodes),
    async close() {
      await watermarks.stop();
      await mail.stop();
      await mailer.close();
      await simulation?.close();
    },
  };
}
