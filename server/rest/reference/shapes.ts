// The answers' shapes several routes share, as the reference names them (components/schemas of docs/openapi.json);
// each follows the function that writes it (portuguese.ts, orders.ts, routes/gallery.ts).
import type { JsonSchema } from '../route.ts';
import {
  cartStatuses,
  deliveryFormats,
  digitalDeliveries,
  eventModes,
  formStatuses,
  optionFormats,
  orderStatuses,
  paymentStatuses,
  shippingPayers,
  sizeUnits,
} from '../vocabulary.ts';
import {
  dateTime,
  flag,
  integer,
  list,
  nullable,
  number,
  object,
  reais,
  text,
  uuid,
  whole,
  words,
} from './json-schema.ts';

const physicalStatus = nullable(
  words(['preparacao', 'enviado', 'aguardando-retirada'], 'Situação da entrega física.'),
);
const deliveryPreference = words(['retirada', 'entrega', ''], 'Retirada no estúdio, entrega, ou ainda nada.');

/** desconto and pacoteTodasAsFotos: present only when the order or cart has them (discountWords). */
const discountProperties = {
  desconto: whole({
    percentual: integer('Percentual de desconto.'),
    quantidadeMinima: integer('A partir de quantas fotos.'),
    valor: reais('Valor descontado.'),
  }),
  pacoteTodasAsFotos: whole({ preco: reais('Preço do pacote com todas as fotos.') }),
};

const shippingProperties = {
  preco: reais('Frete cobrado do cliente.'),
  precoTransportadora: reais('Preço da transportadora.'),
  nome: text('Serviço de envio.'),
  prazo: integer('Prazo em dias úteis.'),
  quemPaga: words(shippingPayers.words),
  codigoDeRastreio: nullable(text()),
};

/** A shape of this file by its name (ref, below, checks the name for the routes). */
const link = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const shapes = {
  Mensagem: object(
    {
      mensagem: object(
        {
          texto: text('A mensagem, em português, para mostrar a quem usa.'),
          link: text('A página que resolve o problema (erros de configuração).'),
          textoDoLink: text(),
        },
        { required: ['texto'] },
      ),
    },
    { required: ['mensagem'], description: 'Uma mensagem; os erros têm sempre esta forma.' },
  ),
  MensagemSimples: whole(
    { mensagem: text() },
    'A mensagem como texto simples (as chamadas da tabela de tamanhos e preços).',
  ),
  Imagem: nullable(
    whole(
      { nome: text(), src: text('Endereço completo da imagem.'), largura: integer(), altura: integer() },
      'Uma imagem pelo seu endereço completo.',
    ),
  ),
  ImagemArmazenada: nullable(
    whole(
      {
        caminho: text('Pasta da imagem: o endereço é /api/{caminho}/{nome}.'),
        nome: text(),
        largura: integer(),
        altura: integer(),
      },
      'Uma imagem guardada, endereçada por caminho e nome.',
    ),
  ),
  Sobre: whole({ imagem: link('Imagem'), texto: text(), numeroWhats: text('O WhatsApp do estúdio.') }),
  Rodape: whole({ email: text(), telefone: text(), logo: link('Imagem') }),
  Banner: whole({
    _id: uuid(),
    titulo: text(),
    caminho: text('O endereço da imagem é /api/{caminho}/{nome}.'),
    nome: text(),
    largura: integer(),
    altura: integer(),
  }),
  ItemTabelaPreco: whole(
    {
      _id: text("Identificador da linha ('1' é a foto digital)."),
      formatoEntrega: words(optionFormats.words),
      alturaImagem: number(),
      larguraImagem: number(),
      unidadeMedidaImagem: words(sizeUnits.words),
      pesoImagem: nullable(integer('Peso em gramas (impressas).')),
      precoImagem: reais(),
    },
    'Uma linha da tabela de tamanhos e preços.',
  ),
  ConfiguracoesEvento: whole(
    {
      _id: uuid(),
      nome: text(),
      url: text('O urlEvento: o endereço da galeria.'),
      imagemDeCapa: link('ImagemArmazenada'),
      formatoEntregaDasFotos: words(deliveryFormats.words),
      formatoEntregaFotos: whole({
        digital: whole({
          ativo: flag(),
          preco: nullable(reais('Preço da foto digital.')),
          opcaoEntrega: nullable(words(digitalDeliveries.words)),
        }),
        impresso: whole({
          ativo: flag(),
          tabelaTamanhoPreco: nullable(
            whole({
              _id: uuid(),
              nome: text(),
              itens: list(link('ItemTabelaPreco')),
              salvarParaUsoFuturo: flag(),
            }),
          ),
          opcoesEnvio: whole({
            retirada: flag(),
            envio: whole({ ativo: flag(), quemPaga: nullable(words(shippingPayers.words)) }),
          }),
        }),
      }),
      modusOperandi: object(
        {
          id: words(eventModes.words),
          pacote: whole({ numeroFotos: nullable(integer()) }),
          pessoasAutorizadas: list(
            whole({ _id: uuid(), nome: text(), senha: text() }),
            'Só no GET /api/adm.',
          ),
        },
        { required: ['id', 'pacote'] },
      ),
    },
    'As configurações da galeria de um evento.',
  ),
  FotoGaleria: whole({
    _id: uuid(),
    nome: text('Nome da foto no evento (o que as chamadas do carrinho recebem em nomeImagem).'),
    nomeOriginal: text('Nome do arquivo enviado.'),
    largura: integer(),
    altura: integer(),
    selecionado: flag('Está no carrinho do cliente.'),
    arquivoAltaResolucao: object(
      {
        _id: uuid('Só para o estúdio.'),
        largura: integer(),
        altura: integer(),
        tamanhoArquivoEmByte: integer(),
        urlDownload: nullable(text('Só para o estúdio: o download do original.')),
      },
      { required: ['largura', 'altura', 'tamanhoArquivoEmByte', 'urlDownload'] },
    ),
  }),
  Pagamento: whole(
    {
      id: text('Identificador do pagamento.'),
      status: words(paymentStatuses.words),
      detalhesStatus: nullable(text()),
      motivo: nullable(text('Por que foi recusado.')),
      metodoPagamentoId: nullable(text('pix, bolbradesco, visa, master...')),
      tipoDePagamentoId: nullable(text('bank_transfer, ticket, credit_card...')),
      parcelas: nullable(integer()),
      valor: reais(),
      pix: nullable(
        whole({ qrCode: text(), qrCodeBase64: nullable(text()), expiraEm: nullable(dateTime()) }),
      ),
      boleto: nullable(whole({ url: text() })),
      dataCriacao: dateTime(),
      dataAprovacao: nullable(dateTime()),
      dataUltimaAtualizacao: dateTime(),
      idMercadoPago: nullable(text()),
    },
    'Uma tentativa de pagamento (Mercado Pago).',
  ),
  FotoPedido: whole(
    {
      nome: text(),
      nomeOriginal: text(),
      imagemDeletada: flag(),
      preview: nullable(whole({ src: text(), largura: integer(), altura: integer() })),
      formatoEntrega: words(optionFormats.words),
      larguraImagem: number(),
      alturaImagem: number(),
      unidadeMedidaImagem: words(sizeUnits.words),
      quantidade: integer(),
      precoImagem: reais(),
      precoTotal: reais(),
      extra: flag('Foto além do pacote pré-pago.'),
      urlDownload: nullable(text('Download da foto digital, quando liberado.')),
    },
    'Uma foto vendida num pedido.',
  ),
  Endereco: object(
    {
      cep: text(),
      cidade: text(),
      uf: text(),
      rua: text(),
      numeroRua: text(),
      complementoRua: text(),
      bairro: text(),
      destinatario: text('Só no endereço de entrega.'),
    },
    { required: ['cep', 'cidade', 'uf', 'rua', 'numeroRua', 'complementoRua', 'bairro'] },
  ),
  Pedido: object(
    {
      _id: uuid(),
      numero: integer('Número do pedido no estúdio.'),
      sessaoId: nullable(text()),
      nomeEvento: text(),
      urlEvento: text(),
      status: words(orderStatuses.words),
      statusPagamento: words(paymentStatuses.words),
      dataCriacao: dateTime(),
      dataPagamento: nullable(dateTime()),
      itens: list(link('FotoPedido')),
      subtotalProdutos: reais(),
      ...discountProperties,
      total: reais(),
      pacote: nullable(
        whole({ altura: number(), largura: number(), comprimento: number(), peso: integer('Gramas.') }),
      ),
      entregaFisica: whole({
        preferencia: deliveryPreference,
        frete: nullable(whole(shippingProperties)),
        codigoDeRastreio: nullable(text()),
        status: physicalStatus,
      }),
      entregaDigital: whole({ status: nullable(words(['aguardando-liberacao', 'liberado'])) }),
      pagamento: nullable(link('Pagamento')),
      dadosPessoais: whole({
        nome: text(),
        sobrenome: text(),
        email: text(),
        whatsApp: text(),
        cpf: text(),
      }),
      enderecoEntrega: nullable(link('Endereco')),
    },
    {
      description: 'Um pedido, como o estúdio o vê.',
      required: [
        '_id',
        'numero',
        'status',
        'statusPagamento',
        'dataCriacao',
        'itens',
        'total',
        'entregaFisica',
        'entregaDigital',
        'pagamento',
        'dadosPessoais',
      ],
    },
  ),
  ItemCarrinho: whole({
    _id: uuid(),
    nome: text(),
    nomeOriginal: text(),
    largura: integer(),
    altura: integer(),
    quantidade: integer(),
    arquivoAltaResolucao: nullable(whole({ _id: uuid(), largura: integer(), altura: integer() })),
    precoUnitario: reais(),
    tamanhoPrecoEscolhido: nullable(link('ItemTabelaPreco')),
  }),
  Carrinho: object(
    {
      status: words(cartStatuses.words, "'' enquanto o cliente escolhe."),
      itens: list(link('ItemCarrinho')),
      itensExtras: list(link('ItemCarrinho'), 'Fotos além do pacote pré-pago.'),
      tamanhoPrecoPadrao: nullable(text()),
      subtotalProdutos: reais(),
      ...discountProperties,
      total: reais(),
      entregaFisica: whole({
        preferencia: deliveryPreference,
        frete: nullable(whole(shippingProperties)),
        status: physicalStatus,
      }),
      pagamento: nullable(link('Pagamento')),
      pedidoId: nullable(uuid('O pedido, quando o carrinho já virou um.')),
    },
    {
      description: 'O carrinho do cliente na galeria.',
      required: ['status', 'itens', 'itensExtras', 'subtotalProdutos', 'total', 'entregaFisica', 'pedidoId'],
    },
  ),
  RespostaCarrinho: whole({ mensagem: whole({ texto: text() }), carrinho: link('Carrinho') }),
  TokensGaleria: whole(
    {
      accessTokenGaleria: text('Vai como Authorization: Bearer nas chamadas do carrinho.'),
      refreshTokenGaleria: text('Renova a sessão (revalidar-sessao).'),
    },
    'A sessão do cliente na galeria.',
  ),
  FormularioStatus: words(formStatuses.words),
} satisfies Record<string, JsonSchema>;

export type ShapeName = keyof typeof shapes;

/** A shared shape by its name. */
export function ref(name: ShapeName): JsonSchema {
  return link(name);
}

/** The body of the calls that take one image as it is (logo, banner, cover, watermark). */
export const imageBody = {
  contentType: 'application/octet-stream',
  description: 'Os bytes da imagem (JPEG, PNG ou WebP), sem multipart.',
};
