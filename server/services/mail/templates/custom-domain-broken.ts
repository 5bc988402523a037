// The e-mail to a studio's admins when a re-check finds their own domain's DNS records broken.
import { htmlEmail } from './html.ts';

export function customDomainBrokenEmail(input: {
  studioName: string;
  domain: string;
  problem: string;
  /** The admin's 'Domínio próprio' page. */
  link: string;
}) {
  const intro = `A verificação diária do domínio ${input.domain} encontrou um problema nos registros de DNS.`;
  const still =
    'Enquanto os registros não forem corrigidos, visitantes podem não conseguir abrir a loja por esse endereço; o endereço da plataforma continua funcionando.';
  const next =
    'Corrija os registros no site onde o domínio foi registrado e clique em "Verificar agora" no painel.';
  return {
    subject: `Problema no domínio ${input.domain} - ${input.studioName}`,
    text: `${intro}\n\n${input.problem}\n\n${still}\n\n${next}\n${input.link}\n`,
    html: htmlEmail({
      heading: input.studioName,
      paragraphs: [intro, input.problem, still, next],
      button: { text: 'Abrir Domínio próprio', url: input.link },
    }),
  };
}
