// /adm/configuracoes/meio-de-pagamento/mercado-pago: the studio's Mercado Pago credentials. The access token shows
// masked (dots) and clears when focused; saving needs the public key and a token (or its mask). The postback
// address to give Mercado Pago can be copied.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MercadoPagoRouteQuery } from '../../../__generated__/MercadoPagoRouteQuery.graphql.ts';
import { TextField } from '../../../components/Field.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useUpdateMercadoPagoCredentialsMutation } from '../mutations/useUpdateMercadoPagoCredentialsMutation.ts';
import styles from './SettingsRoute.module.css';

export const mercadoPagoRouteQuery = graphql`
  query MercadoPagoRouteQuery {
    studio {
      id
      mercadoPago { publicKey accessTokenPlaceholder configured webhookSecretConfigured notificationUrl }
    }
  }
`;

export function MercadoPagoRoute() {
  const reference = useLoaderData() as PreloadedQuery<MercadoPagoRouteQuery>;
  const { studio } = usePreloadedQuery<MercadoPagoRouteQuery>(mercadoPagoRouteQuery, reference);
  const settings = studio?.mercadoPago;
  const [publicKey, setPublicKey] = useState(settings?.publicKey ?? '');
  const [accessToken, setAccessToken] = useState(settings?.accessTokenPlaceholder ?? '');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [save, saving] = useUpdateMercadoPagoCredentialsMutation();
  const toasts = useToasts();
  const { report, failed } = useResultToast();
  useEffect(() => {
    document.title = 'Mercado Pago';
  }, []);
  if (!settings) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The spec's rule: nothing is saved without the public key and a token (or the token's placeholder).
    if (!publicKey.trim() || !accessToken.trim()) return;
    save({
      publicKey: publicKey.trim(),
      accessToken: accessToken.trim(),
      webhookSecret: webhookSecret.trim() || null,
    }).then((result) => {
      if (report(result)) setWebhookSecret('');
    }, failed);
  };

  return (
    <div className={styles.page}>
      <h1>Mercado Pago</h1>
      <p>
        As vendas da sua loja são pagas diretamente na sua conta do Mercado Pago. Copie as credenciais de
        produção da sua aplicação no painel de desenvolvedores do Mercado Pago.
      </p>
      {!settings.configured && (
        <p className="notice">Sem credenciais, os clientes ainda não conseguem pagar pedidos.</p>
      )}
      <form className={`card ${styles.form}`} onSubmit={submit}>
        <TextField
          id="mp-public-key"
          label="Public key"
          autoComplete="off"
          value={publicKey}
          onChange={(event) => setPublicKey(event.target.value)}
        />
        <TextField
          id="mp-access-token"
          label="Access token"
          autoComplete="off"
          value={accessToken}
          onFocus={() => {
            if (accessToken === settings.accessTokenPlaceholder) setAccessToken('');
          }}
          onBlur={() => {
            if (!accessToken.trim()) setAccessToken(settings.accessTokenPlaceholder);
          }}
          onChange={(event) => setAccessToken(event.target.value)}
        />
        <TextField
          id="mp-webhook-secret"
          label="Assinatura secreta das notificações (webhook)"
          type="password"
          autoComplete="off"
          placeholder={
            settings.webhookSecretConfigured ? '•••••• (configurada)' : 'Opcional, mas recomendada'
          }
          value={webhookSecret}
          onChange={(event) => setWebhookSecret(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={saving}>
          Salvar credenciais
        </button>
      </form>
      <section className={`card ${styles.form}`} aria-labelledby="postback-title">
        <h2 id="postback-title">URL de notificações</h2>
        <p>
          Cadastre este endereço nas notificações (webhooks) da sua aplicação no Mercado Pago, evento
          "Pagamentos":
        </p>
        <div className={styles.copyRow}>
          <input
            className="input"
            readOnly
            value={settings.notificationUrl}
            aria-label="URL de notificações"
          />
          <button
            type="button"
            className="button"
            onClick={() =>
              navigator.clipboard?.writeText(settings.notificationUrl).then(
                () => toasts.success('Url copiada com sucesso', 2000),
                () => toasts.failure(''),
              )
            }
          >
            Copiar
          </button>
        </div>
      </section>
    </div>
  );
}
