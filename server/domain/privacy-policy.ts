// The storefront's privacy policy (LGPD): the platform's text, filled with the studio (the controller), the studio's
// own paragraphs, and the versions consents name ('<platformVersion>.<number>').
import type { Address } from './address.ts';
import { DomainError } from './errors.ts';

/** Bumped whenever the platform's text below changes: every studio's policy then becomes a new version. */
export const platformPolicyVersion = '2026-11-27';

/** The studio's own paragraphs: plain text, at most this many characters. */
export const studioTextMaxLength = 10_000;

/** The studio as the policy names it: the controller and how to reach it. */
export interface PolicyController {
  name: string;
  email: string;
  phone: string;
  /** The address as one line ('' when the studio did not fill it in 'Dados Cadastrais'). */
  address: string;
}

/** What the text says of settings the operator chooses. */
export interface PolicySettings {
  /** Days after which the bodies of sent e-mails are deleted (MAIL_BODY_RETENTION_DAYS). */
  mailBodyRetentionDays: number;
}

/** One titled part of the text: its paragraphs, then its list (either may be empty). */
export interface PolicySection {
  title: string;
  paragraphs: string[];
  items: string[];
}

export class PrivacyPolicyTextError extends DomainError {
  static readonly tooLong =
    `O texto do estúdio pode ter no máximo ${studioTextMaxLength.toLocaleString('pt-BR')} caracteres.`;
  constructor(message = PrivacyPolicyTextError.tooLong) {
    super(message);
  }
}

/** The version's label as the page shows it and consents keep it. */
export function policyLabel(platformVersion: string, number: number): string {
  return `${platformVersion}.${number}`;
}

/** The day the platform's text took effect (its version is a date). */
export function platformPolicyDate(version = platformPolicyVersion): Date {
  return new Date(`${version}T00:00:00-03:00`);
}

/** The studio's address on one line, from the columns of 'Dados Cadastrais' ('' when none is filled). */
export function addressLine(address: Omit<Address, 'recipient'>): string {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const place = [address.city, address.state].filter(Boolean).join('/');
  const cep = address.cep ? `CEP ${address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : '';
  return [street, address.complement, address.neighborhood, place, cep].filter(Boolean).join(' - ');
}

/**
 * The studio's paragraphs as kept: line breaks made \n, control characters and spaces at line ends removed, at most
 * one blank line between paragraphs, no blank lines around. Refused past the length limit. The text is plain: it is
 * shown as typed (the page escapes it), never read as HTML or Markdown.
 */
export function normaliseStudioText(text: string): string {
  const clean = text
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length > studioTextMaxLength) throw new PrivacyPolicyTextError();
  return clean;
}

/** The studio's paragraphs, split at blank lines (a single line break stays inside its paragraph). */
export function studioParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function controllerContacts(controller: PolicyController): string[] {
  return [
    controller.email && `E-mail: ${controller.email}`,
    controller.phone && `Telefone: ${controller.phone}`,
    controller.address && `Endereço: ${controller.address}`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The platform's text for one studio: every processing Revela does for a storefront, with the studio named as the
 * controller (LGPD art. 5º VI) and the platform as the processor (art. 5º VII). Plain strings; the page escapes them.
 */
export function platformPolicySections(
  controller: PolicyController,
  settings: PolicySettings,
): PolicySection[] {
  const studio = controller.name;
  const contacts = controllerContacts(controller);
  return [
    {
      title: '1. Quem cuida dos seus dados',
      paragraphs: [
        `Esta política explica como ${studio} trata os dados pessoais de quem visita esta loja de fotos, abre ` +
          'galerias, escolhe fotos, faz pedidos e recebe fotos digitais ou impressas, conforme a Lei Geral de ' +
          'Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).',
        `Controlador dos dados: ${studio}, que decide sobre o tratamento dos seus dados nesta loja e responde ` +
          (contacts.length ? 'por eles. Contato:' : 'por eles, pelos contatos indicados no rodapé da loja.'),
      ],
      items: contacts,
    },
    {
      title: '2. A plataforma, como operadora',
      paragraphs: [
        'A loja funciona na plataforma Revela, que atua como operadora: guarda e processa os dados apenas para ' +
          `prestar o serviço a ${studio} e conforme as instruções do estúdio, sem usá-los para fins próprios, sem ` +
          'vendê-los e sem compartilhá-los com outros estúdios.',
      ],
      items: [],
    },
    {
      title: '3. Quais dados tratamos e para quê',
      paragraphs: [
        'Tratamos apenas o necessário para cada serviço que você usa. Ao lado de cada um, a base legal da LGPD ' +
          '(art. 7º e art. 11).',
      ],
      items: [
        'Acesso às galerias: a chave de acesso da galeria ou o seu nome na lista de pessoas autorizadas, e a ' +
          'sessão da galeria aberta no seu navegador, para mostrar as fotos e guardar o seu carrinho (execução de ' +
          'contrato e procedimentos preliminares, art. 7º V).',
        'Favoritas: as fotos que você marca como favoritas e, se você compartilhar, o link da lista; quem abre o ' +
          'link ainda precisa do próprio acesso à galeria (execução de contrato, art. 7º V).',
        'Pedidos: nome, sobrenome, e-mail, WhatsApp e CPF, as fotos escolhidas, tamanhos, quantidades, descontos ' +
          'e valores, para preparar e entregar o pedido e emitir os documentos fiscais (execução de contrato, art. ' +
          '7º V, e cumprimento de obrigação legal, art. 7º II).',
        'Pagamento: o pagamento é processado pelo Mercado Pago, com o e-mail, o nome, o CPF e, no boleto, o ' +
          'endereço de quem paga. Os dados do cartão são digitados no formulário do próprio Mercado Pago e não ' +
          'passam pela loja nem ficam guardados nela; recebemos do Mercado Pago apenas o resultado (aprovado, ' +
          'recusado, pendente), o meio de pagamento e o número de parcelas (execução de contrato, art. 7º V, e ' +
          'prevenção à fraude, art. 11 II g).',
        'Entrega: para fotos impressas enviadas pelo correio, o endereço de entrega e o nome de quem recebe. O ' +
          'CEP digitado é consultado em um serviço de CEP (como o ViaCEP) para preencher o endereço, e o CEP de ' +
          'destino e as medidas do pacote são enviados às transportadoras ou ao serviço de cotação de frete (como ' +
          'Correios e Melhor Envio) para calcular o preço e o prazo; o endereço completo vai à transportadora que ' +
          'leva o pedido. Na retirada no estúdio, nenhum endereço é pedido (execução de contrato, art. 7º V).',
        'Busca pela selfie ("Encontrar minhas fotos"): quando o estúdio liga essa busca em um evento, os rostos ' +
          'que aparecem nas fotos da galeria são convertidos em sequências de números para comparação. Se você ' +
          'enviar uma selfie, ela é lida uma única vez, na memória do servidor, comparada com esses rostos e ' +
          'descartada assim que a busca termina: a selfie não é gravada nem enviada a ninguém. O rosto é dado ' +
          'pessoal sensível (biométrico), e essa busca só acontece com o seu consentimento específico, dado antes ' +
          'do envio (art. 11 I). Os dados dos rostos das fotos ficam guardados só enquanto a busca estiver ligada ' +
          'no evento e são apagados quando ela é desligada, ou com a foto ou o evento.',
        'Busca pelo número de peito: em eventos esportivos, os números que aparecem nas fotos são lidos para que ' +
          'você encontre as suas fotos digitando o seu número; o número digitado serve só para essa busca e não é ' +
          'guardado (legítimo interesse, art. 7º IX, e execução de contrato, art. 7º V).',
        '"Avise-me quando eu aparecer": se você pedir o aviso, guardamos o seu e-mail com o número de peito e/ou ' +
          'os dados do rosto da sua selfie (a sequência de números, nunca a foto), para enviar no máximo um e-mail ' +
          'por hora quando fotos novas suas forem publicadas. Os dados do rosto só são guardados com o seu ' +
          'consentimento específico (art. 11 I) e são apagados quando você cancela o aviso pelo link em cada ' +
          'e-mail, ou quando o estúdio encerra a busca, despublica ou apaga o evento.',
        'Lembretes de carrinho: se o estúdio ativar os lembretes, quem preencheu os dados pessoais e saiu sem ' +
          'pagar recebe um único e-mail com um link de volta ao carrinho. É legítimo interesse do estúdio (art. ' +
          '7º IX), com saída a qualquer momento: cada lembrete tem um link para não receber mais nenhum. Não ' +
          'enviamos outras mensagens de propaganda.',
        'Convites para galerias: o estúdio pode cadastrar o nome, o e-mail e o WhatsApp dos clientes de um evento ' +
          'para avisar que a galeria está pronta. O estúdio vê se o convite foi aberto e se a pessoa marcou ' +
          'favoritas ou comprou, para acompanhar o atendimento (legítimo interesse, art. 7º IX, e execução de ' +
          'contrato, art. 7º V).',
        'Validade e arquivo das galerias: o estúdio pode definir até quando uma galeria fica aberta. Quem abriu ' +
          'ou comprou na galeria recebe um aviso por e-mail 7 dias e 1 dia antes do encerramento. Depois de ' +
          'encerrada, a galeria não vende mais; os pedidos pagos antes continuam com o download liberado pelo ' +
          'prazo que o estúdio definir, e as fotos originais podem ser arquivadas em um armazenamento de longo ' +
          'prazo (execução de contrato, art. 7º V).',
        '"Minhas compras" e e-mails do pedido: enviamos ao seu e-mail a confirmação, o pagamento, a liberação do ' +
          'download, o envio ou a retirada, e os links dos seus pedidos quando você os pede (execução de ' +
          'contrato, art. 7º V).',
        'Segurança: registros técnicos de acesso e contadores de tentativas por endereço IP, para impedir abusos ' +
          'como tentativas repetidas de chave de galeria (legítimo interesse, art. 7º IX, e Marco Civil da ' +
          'Internet, Lei nº 12.965/2014).',
      ],
    },
    {
      title: '4. Cookies e dados guardados no seu navegador',
      paragraphs: [
        'A loja não usa cookies de publicidade nem ferramentas de análise de terceiros. Para funcionar, ela ' +
          'guarda no seu navegador apenas o seguinte:',
      ],
      items: [
        '"revela:galeria:<endereço do evento>" (armazenamento local): as chaves de acesso à galeria que você ' +
          'abriu, para não pedir a chave de novo a cada visita. Valem por até 60 dias sem uso e são apagadas ' +
          'quando a galeria deixa de existir.',
        '"revela:rascunho-endereco:<carrinho>" (armazenamento da aba): o endereço de entrega digitado e ainda não ' +
          'salvo, para não se perder se a página recarregar. É apagado ao salvar o endereço, ao concluir o pedido ' +
          'ou ao fechar a aba.',
        '"revela:tentativa-de-pagamento:<carrinho>" (armazenamento da aba): o código da tentativa de pagamento em ' +
          'andamento, para que um clique repetido nunca cobre duas vezes. É apagado quando o pagamento é ' +
          'respondido ou ao fechar a aba.',
        'O formulário de pagamento do Mercado Pago, quando aberto, pode usar cookies e identificadores do próprio ' +
          'Mercado Pago para segurança e prevenção à fraude, conforme a política de privacidade do Mercado Pago.',
        'Na área administrativa (apenas para a equipe do estúdio): a sessão de login e preferências da tela no ' +
          'armazenamento local e da aba, e o cookie "revela_dispositivo", que reconhece um navegador já usado ' +
          'para entrar.',
      ],
    },
    {
      title: '5. Com quem compartilhamos',
      paragraphs: ['Não vendemos seus dados. Eles são compartilhados apenas com:'],
      items: [
        'Mercado Pago, para processar o pagamento.',
        'Serviços de consulta de CEP, com o CEP digitado, e transportadoras e serviços de cotação de frete, com o ' +
          'CEP e, para o envio, o endereço de entrega.',
        'Provedores de hospedagem, de armazenamento de arquivos e de envio de e-mails contratados pela ' +
          'plataforma, que tratam os dados apenas para prestar esses serviços.',
        'Autoridades públicas, quando houver obrigação legal ou ordem judicial.',
      ],
    },
    {
      title: '6. Por quanto tempo guardamos',
      paragraphs: [],
      items: [
        'Pedidos: pelo prazo exigido pela legislação fiscal e de defesa do consumidor (em regra, 5 anos). Se ' +
          'você pedir a exclusão dos seus dados, o pedido é anonimizado: ficam apenas valores, datas e itens, que ' +
          'o estúdio precisa manter na contabilidade.',
        'Sessões de galeria: uma sessão sem nada no carrinho, sem favoritas e sem pedido é apagada depois de um ' +
          'dia; as demais, quando não podem mais ser retomadas (60 dias sem uso), exceto as que têm pedidos.',
        `E-mails enviados: o conteúdo de cada e-mail é apagado depois de ${settings.mailBodyRetentionDays} dias; ` +
          'fica só o registro do envio (assunto, data e resultado da entrega).',
        'Selfie: nunca é guardada. Dados de rosto de um aviso: até o aviso ser cancelado ou a busca do evento ' +
          'ser encerrada.',
        'Favoritas e carrinhos: enquanto a sessão da galeria existir. Lembretes de carrinho: o link de cada ' +
          'lembrete vale por 30 dias; o pedido para não receber mais lembretes fica guardado para ser respeitado.',
        'Contadores de tentativas por endereço IP: são apagados em um dia. Registros técnicos de acesso: pelo ' +
          'prazo do Marco Civil da Internet (seis meses).',
        'Consentimentos: o registro de cada consentimento (o que foi aceito, quando e em qual versão desta ' +
          'política) é mantido como prova enquanto os dados a que se refere existirem.',
        'Cópias de segurança: a plataforma guarda cópias de segurança por cerca de um ano (diárias, semanais e ' +
          'mensais), usadas só para recuperar o serviço; um dado excluído deixa de existir nelas à medida que as ' +
          'cópias antigas são descartadas. Exportações que o estúdio faz dos seus dados valem por 7 dias.',
      ],
    },
    {
      title: '7. Seus direitos',
      paragraphs: ['Pela LGPD (art. 18), você pode pedir a qualquer momento, sem custo:'],
      items: [
        'confirmação de que tratamos seus dados e acesso a eles;',
        'correção de dados incompletos, inexatos ou desatualizados;',
        'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade ' +
          'com a lei;',
        'portabilidade dos dados a outro fornecedor;',
        'eliminação dos dados tratados com o seu consentimento;',
        'informação sobre com quem compartilhamos seus dados;',
        'informação sobre a possibilidade de não consentir e sobre as consequências de não consentir;',
        'revogação do consentimento.',
      ],
    },
    {
      title: '8. Como exercer seus direitos',
      paragraphs: [
        'Na página "Meus dados" (/privacidade/meus-dados, com link no rodapé da loja e em cada e-mail), você pede ' +
          'uma cópia dos seus dados ou a exclusão deles. O pedido é confirmado por um link enviado ao seu e-mail, ' +
          'para que ninguém peça em seu nome, e é respondido em até 15 dias: a cópia chega por um link seguro, e a ' +
          'exclusão apaga o que a lei permite e anonimiza os pedidos.',
        'Para revogar um consentimento: o aviso de fotos novas e os lembretes de carrinho têm um link de ' +
          'cancelamento em cada e-mail; a busca pela selfie não guarda nada, basta não usá-la. Para correções ' +
          `ou dúvidas, fale com ${studio}` +
          (controller.email ? ` pelo e-mail ${controller.email}.` : ' pelos contatos do rodapé da loja.'),
        'Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
      items: [],
    },
    {
      title: '9. Segurança',
      paragraphs: [
        'Usamos conexões criptografadas, senhas guardadas de forma irreversível, chaves de acesso com validade ' +
          'limitada e acesso restrito: cada estúdio vê apenas os dados da própria loja, e cada pessoa da equipe ' +
          'do estúdio, apenas o que o seu papel permite.',
      ],
      items: [],
    },
    {
      title: '10. Versões desta política',
      paragraphs: [
        'Quando este texto muda, uma nova versão é publicada nesta página, com o número e a data. Guardamos a ' +
          'versão em vigor quando você fez um pedido, usou a busca pela selfie ou pediu um aviso de fotos novas.',
      ],
      items: [],
    },
  ];
}

/** The sections as plain text (titles, paragraphs and '- ' list lines), for API readers and exports. */
export function policyPlainText(sections: readonly PolicySection[]): string {
  return sections
    .map((section) =>
      [section.title, ...section.paragraphs, ...section.items.map((item) => `- ${item}`)].join('\n'),
    )
    .join('\n\n');
}

/** A version as stored (a PrivacyPolicyVersion row) or about to be: what the storefront shows and consents name. */
export interface PolicyVersion {
  number: number;
  platformVersion: string;
  studioText: string;
  publishedAt: Date;
}

/**
 * The studio's current version: its newest row while that row carries the platform's current text; else the next
 * number, not stored yet (the platform's text changed, or the studio never had one), with the newest row's
 * paragraphs. It is stored at the first consent that names it, with the same number and date, so its label never
 * changes between the page and the consent.
 */
export function currentPolicyVersion(
  newest: (PolicyVersion & { id: string }) | null,
  studioCreatedAt: Date,
  platform = platformPolicyVersion,
): (PolicyVersion & { id: string }) | (PolicyVersion & { id: null }) {
  if (newest && newest.platformVersion === platform) return newest;
  const platformDate = platformPolicyDate(platform);
  const since = [platformDate, studioCreatedAt, newest?.publishedAt].reduce<Date>(
    (latest, date) => (date && date > latest ? date : latest),
    platformDate,
  );
  return {
    id: null,
    number: (newest?.number ?? 0) + 1,
    platformVersion: platform,
    studioText: newest?.studioText ?? '',
    publishedAt: since,
  };
}
